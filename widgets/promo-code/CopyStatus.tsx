import { VISUALLY_HIDDEN } from '../../shared/ui/visuallyHidden.ts';

/** What the last press did: the code copied, or the clipboard refused it. */
export type CopyOutcome = { kind: 'copied'; press: number; announced: string } | { kind: 'refused'; press: number; message: string };

interface Props {
  outcome: CopyOutcome | null;
}

/**
 * A polite live region, there (empty) from the mount so what goes into it is read out, and out of
 * the flow (visually hidden), so it never moves the marker's items. A copy says the hint's words
 * (the server's hint shows them on screen); a refusal says its message and shows it where the hint
 * would be, in the hint's class, so the site's CSS places it like the hint. Keyed by the press: a
 * second press is read out again.
 */
export function CopyStatus({ outcome }: Props) {
  const said = outcome === null ? null : outcome.kind === 'copied' ? outcome.announced : outcome.message;
  return (
    <>
      <span className="promo-code__status" role="status" style={VISUALLY_HIDDEN}>
        {said === null ? null : <span key={outcome?.press}>{said}</span>}
      </span>
      {outcome?.kind === 'refused' ? <span className="promo-code__hint promo-code__hint--failed">{outcome.message}</span> : null}
    </>
  );
}
