import { useLayoutEffect, useState } from 'react';
import type { HostProps } from '../../shared/runtime/index.ts';
import { attachTooltip } from '../../shared/ui/tooltip.ts';
import { useServerNodes } from '../../shared/ui/useServerNodes.ts';
import { isHovered, tooltipParts } from './parts.ts';

interface Props extends HostProps {
  delay: number;
}

/**
 * A server tooltip (shown 1000 ms after a hover or keyboard focus, or `data-delay`): the
 * marker's own trigger and text stay; the text shows above the trigger, Esc dismisses it.
 */
export function Tooltip(props: Props) {
  useServerNodes(props);
  const { host, delay } = props;
  // The mount's: a later render never moves it.
  const [arrivedAt] = useState(props.intentAt);
  useLayoutEffect(() => {
    const parts = tooltipParts(host);
    if (!parts) return undefined;
    const tooltip = attachTooltip(parts.trigger, parts.text, { delayMs: delay });
    // The hover or focus that mounted the marker came before these listeners: the wait counts
    // from its arrival (intentAt), so the chunk's download does not make it longer. (The marker,
    // not only the trigger: the trigger was out of the page a moment ago, and a browser may not
    // call it hovered again before the mouse moves.)
    if (isHovered(parts.trigger) || isHovered(host)) tooltip.showSoon('hover', arrivedAt);
    if (host.ownerDocument.activeElement === parts.trigger) tooltip.showSoon('focus', arrivedAt);
    return () => tooltip.destroy();
  }, [host, delay, arrivedAt]);
  return null;
}
