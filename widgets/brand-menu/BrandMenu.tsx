import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { HostProps } from '../../shared/runtime/index.ts';
import { useHostLink } from '../../shared/ui/useHostLink.ts';
import { useServerNodes } from '../../shared/ui/useServerNodes.ts';
import { BrandPanel } from './BrandPanel.tsx';
import { hideWhileMounted, readServerMenu, type Gender, type ServerMenu } from './serverMenu.ts';
import { useMenuOpening } from './useMenuOpening.ts';

export interface BrandMenuProps extends HostProps {
  /** `data-gender`: the gender shown first when the `menu` cookie records none. */
  gender: Gender;
}

let panelCount = 0;
// Counted per page, not useId: every marker is a root of its own, and roots would repeat ids.
const nextPanelId = () => `brand-menu-panel-${++panelCount}`;

/**
 * The brand mega-menu, a disclosure navigation menu after the
 * WAI-ARIA Authoring Practices. The server's nav stays: its toggle link holds the widget's button
 * and its panel of links is hidden while the widget's own panel stands in for it.
 */
export function BrandMenu(props: BrandMenuProps) {
  const { host } = props;
  useServerNodes(props);
  // The marker was checked before mounting; read from the very nodes that stay in the marker.
  const [menu] = useState(() => readServerMenu(props.serverNodes.nodes));
  const [slot] = useState(() => {
    const element = host.ownerDocument.createElement('div');
    element.className = 'brand-menu__slot';
    // Not a box of its own: the panel is placed as if it were the nav's own child.
    element.style.display = 'contents';
    return element;
  });
  // After the server's nodes are back (the effect above): the panel follows them in Tab order.
  useLayoutEffect(() => {
    host.appendChild(slot);
    return () => slot.remove();
  }, [host, slot]);
  return menu ? <Disclosure host={host} menu={menu} slot={slot} markerGender={props.gender} intentAt={props.intentAt} /> : null;
}

interface DisclosureProps {
  host: HTMLElement;
  menu: ServerMenu;
  /** The widget's own element in the marker, after the server's nodes, that holds the panel. */
  slot: HTMLElement;
  markerGender: Gender;
  intentAt: number | undefined;
}

function Disclosure({ host, menu, slot, markerGender, intentAt }: DisclosureProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [panelId] = useState(nextPanelId);
  // The link's own words, taken before the button is put in beside them.
  const [linkWords] = useState(() => Array.from(menu.toggle.childNodes));
  const href = useHostLink(menu.toggle, buttonRef);
  const { open, toggle, buttonPointer } = useMenuOpening(host, buttonRef, intentAt);

  useLayoutEffect(() => {
    // The button says the link's words: the link keeps its box, and holds one control.
    for (const node of linkWords) node.remove();
    const showServerPanel = hideWhileMounted(menu.panel);
    return () => {
      showServerPanel();
      menu.toggle.append(...linkWords);
    };
  }, [menu, linkWords]);

  return (
    <>
      {createPortal(
        <button ref={buttonRef} type="button" className="brand-menu__button" aria-expanded={open} aria-controls={panelId} onClick={toggle} {...buttonPointer}>
          {menu.toggleLabel}
        </button>,
        menu.toggle,
      )}
      {createPortal(<BrandPanel id={panelId} open={open} menu={menu} markerGender={markerGender} href={href} />, slot)}
    </>
  );
}
