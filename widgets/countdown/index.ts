import { countdownTarget } from '../../shared/i18n/countdown.ts';
import { defineWidget } from '../../shared/runtime/index.ts';
import { Countdown } from './Countdown.tsx';
import { TIMER } from './useTimerElement.ts';

export const countdown = defineWidget({
  name: 'countdown',
  attributes: {
    date: { attr: 'data-date', kind: 'text', required: true, hint: 'the target day as Y-M-D (the countdown ends as that day starts in Kyiv), e.g. data-date="2026-12-31"' },
  },
  component: Countdown,
  validate: (element, { date }) => {
    const target = countdownTarget(date);
    if (!target.ok) return { attribute: 'data-date', message: target.message };
    if (!element.querySelector(TIMER)) return { attribute: null, message: `the marker needs a ${TIMER} element to show the time left in` };
    return null;
  },
  // Eager: the time left is out of date from the moment the page was rendered.
  defaultMount: 'eager',
  chunk: 'countdown',
});
