import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { countdownTarget, timeLeft } from '../../shared/i18n/countdown.ts';
import type { HostProps } from '../../shared/runtime/index.ts';
import { store, useSignal } from '../../shared/store/index.ts';
import { useServerNodes } from '../../shared/ui/useServerNodes.ts';
import { msToNextTick } from './nextTick.ts';
import { TimerParts } from './TimerParts.tsx';
import { useRendered } from './useRendered.ts';
import { useTimerElement } from './useTimerElement.ts';

interface Props extends HostProps {
  /** The target day, Y-M-D (checked by the widget's validate). */
  date: string;
}

/**
 * The countdown banner: days, hours, minutes and seconds left until the start of
 * the target day in Kyiv, refreshed every second, and the banner hidden once that moment came. It
 * ticks only while the shopper can see it; shown again, it starts from the clock, not from where
 * it stopped.
 */
export function Countdown(props: Props) {
  useServerNodes(props);
  const { host, date } = props;
  const { lang } = useSignal(store.pageContext);
  const endsAt = useMemo(() => {
    const target = countdownTarget(date);
    // NaN counts as passed (timeLeft gives null): a date validate let through cannot be one.
    return target.ok ? target.endsAt : Number.NaN;
  }, [date]);
  const [now, setNow] = useState(() => Date.now());
  const left = timeLeft(endsAt, now);
  const ended = left === null;
  const rendered = useRendered(host);
  const timer = useTimerElement(host);

  useLayoutEffect(() => {
    // Hidden once the date has passed; it stays hidden, as the date stays passed.
    if (ended) host.hidden = true;
  }, [host, ended]);

  useEffect(() => {
    if (ended || !rendered) return undefined;
    let next: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (endsAt - current > 0) next = setTimeout(tick, msToNextTick(endsAt, current));
    };
    tick();
    return () => clearTimeout(next);
  }, [endsAt, ended, rendered]);

  return timer && left ? createPortal(<TimerParts parts={left} lang={lang} />, timer) : null;
}
