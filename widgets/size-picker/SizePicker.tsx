import { useEffect, useMemo, useState } from 'react';
import { manufacturerSizes, seedSelection, toggleSize } from '../../shared/actions/sizes.ts';
import { isMobileViewport } from '../../shared/browser/device.ts';
import { useT } from '../../shared/ui/useT.ts';
import type { HostProps } from '../../shared/runtime/index.ts';
import { store, useSignal } from '../../shared/store/index.ts';
import { readSizeLinks, type ServerSize } from './readSizeLinks.ts';
import { manufacturerSize, sizeLimit, sizeReserved, sizesLabel } from '../../shared/i18n/messages/sizes.ts';

export interface SizePickerProps extends HostProps {
  productId: string;
}

/**
 * Size toggles for one product. The selection lives in the store, so every picker of the product
 * and its buy buttons agree; the limit and reserved alerts are this picker's own. Each button
 * keeps its link's classes, text and data attributes, so it looks and measures like the link.
 */
export function SizePicker({ productId, host, fallbackHtml }: SizePickerProps) {
  const server = useMemo(() => readSizeLinks(fallbackHtml), [fallbackHtml]);
  const t = useT();
  const selected = useSignal(store.selectedSizes).get(productId) ?? server.active;
  // The selection a third size was refused at: the message stays until the selection changes.
  const [refusedAt, setRefusedAt] = useState<readonly string[] | null>(null);

  useEffect(() => seedSelection(productId, server.active), [productId, server]);

  // The marker is the group; give it a name if the server left it without one.
  const groupName = t(sizesLabel);
  useEffect(() => {
    if (!host.hasAttribute('role')) host.setAttribute('role', 'group');
    if (!host.hasAttribute('aria-label') && !host.hasAttribute('aria-labelledby')) host.setAttribute('aria-label', groupName);
  }, [host, groupName]);

  const choose = (size: ServerSize) => {
    const result = toggleSize(productId, size, server.options);
    setRefusedAt(result === 'refused' ? selected : null);
  };

  const manufacturer = manufacturerSizes(selected, server.options);
  const limitShown = refusedAt === selected;
  const reservedShown = isMobileViewport() && server.options.some((size) => size.reserved && selected.includes(size.key));

  // Lines below the buttons exist only while they say something: an empty one would still take
  // room in the server's layout (a flex gap, a margin) and move what follows.
  return (
    <>
      {server.options.map((size) => {
        const active = selected.includes(size.key);
        return (
          <button
            key={size.key}
            type="button"
            {...size.attributes}
            className={active ? `${size.className} is-active` : size.className}
            aria-pressed={active}
            onClick={() => choose(size)}
          >
            {size.label}
          </button>
        );
      })}
      {manufacturer && (
        <p className="sizes__so" role="status">
          {t(manufacturerSize, { sizes: manufacturer })}
        </p>
      )}
      {limitShown && (
        <p className="sizes__alert" role="alert">
          {t(sizeLimit)}
        </p>
      )}
      {reservedShown && (
        <p className="sizes__alert sizes__alert--reserved" role="alert">
          {t(sizeReserved)}
        </p>
      )}
    </>
  );
}
