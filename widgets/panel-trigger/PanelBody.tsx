import type { LoadedHtml } from '../../shared/ui/useLoadedHtml.ts';
import { LoadedHtmlBody } from '../../shared/ui/LoadedHtmlBody.tsx';
import { ServerHtml } from '../../shared/ui/ServerHtml.tsx';
import { ContactPhone } from './ContactPhone.tsx';

interface Props {
  state: LoadedHtml;
  /** The trigger's own page, offered when the panel cannot be loaded ('' when it has none). */
  href: string;
  /** The trigger's words, for that link. */
  label: string;
  /** The phone popup: the shop's phone from page init comes first. */
  phone: boolean;
}

/** What the open panel shows: the loader, the failure with a way out, or the server's html. */
export function PanelBody({ state, href, label, phone }: Props) {
  return (
    <LoadedHtmlBody state={state} block="shop-panel" wayOut={{ href, label }}>
      {(ready) => (
        <>
          {phone && <ContactPhone />}
          <ServerHtml html={ready.html} className="shop-panel__content" />
        </>
      )}
    </LoadedHtmlBody>
  );
}
