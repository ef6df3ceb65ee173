import type { Language } from '../context/types.ts';
import { parseCalendarDate } from './calendarDate.ts';
import { t, type Message } from './message.ts';
import {
  countdownDaysFew,
  countdownDaysMany,
  countdownDaysOne,
  countdownHoursFew,
  countdownHoursMany,
  countdownHoursOne,
  countdownMinutesFew,
  countdownMinutesMany,
  countdownMinutesOne,
  countdownSecondsFew,
  countdownSecondsMany,
  countdownSecondsOne,
} from './messages/countdown.ts';
import { plural } from './plural.ts';
import { startOfShopDay } from './shopTimeZone.ts';

// The countdown banner (widgets/countdown) counts down to a target date (Y-M-D) in days, hours,
// minutes and seconds, and is hidden once the date has passed.

export type CountdownUnit = 'days' | 'hours' | 'minutes' | 'seconds';

/** In the order they are shown. */
export const COUNTDOWN_UNITS: readonly CountdownUnit[] = ['days', 'hours', 'minutes', 'seconds'];

export type CountdownParts = Readonly<Record<CountdownUnit, number>>;

export type CountdownTarget = { ok: true; endsAt: number } | { ok: false; message: string };

/** The instant (epoch ms) a 'Y-M-D' target date ends the countdown: that day's start in Kyiv. */
export function countdownTarget(value: string): CountdownTarget {
  const parsed = parseCalendarDate(value);
  if (!parsed.ok) return { ok: false, message: parsed.message };
  return { ok: true, endsAt: startOfShopDay(parsed.date) };
}

/**
 * What is left from `now` to `endsAt` (epoch ms), or null once the target is reached (at the very
 * instant too) or either time is not a number. Days are 24 real hours, so across a DST change the
 * parts add up to the time that is actually left. Seconds round up: the last second shows as
 * '1 секунда' and the banner hides at the target, never showing all zeros while still up.
 */
export function timeLeft(endsAt: number, now: number): CountdownParts | null {
  const left = endsAt - now;
  if (!(left > 0)) return null;
  const totalSeconds = Math.ceil(left / 1000);
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor(totalSeconds / 3600) % 24,
    minutes: Math.floor(totalSeconds / 60) % 60,
    seconds: totalSeconds % 60,
  };
}

const UNIT_WORDS: Readonly<Record<CountdownUnit, readonly [Message, Message, Message]>> = {
  days: [countdownDaysOne, countdownDaysFew, countdownDaysMany],
  hours: [countdownHoursOne, countdownHoursFew, countdownHoursMany],
  minutes: [countdownMinutesOne, countdownMinutesFew, countdownMinutesMany],
  seconds: [countdownSecondsOne, countdownSecondsFew, countdownSecondsMany],
};

/** The word after a count: 'дня' for 2 days in Russian, 'дні' in Ukrainian (plural.ts). */
export function countdownUnitWord(unit: CountdownUnit, count: number, lang: Language): string {
  const [one, few, many] = UNIT_WORDS[unit];
  return plural(count, [t(one, lang), t(few, lang), t(many, lang)]);
}
