import type { Language } from '../../shared/context/types.ts';
import { COUNTDOWN_UNITS, countdownUnitWord, type CountdownParts, type CountdownUnit } from '../../shared/i18n/countdown.ts';

/** One part of the timer as shown: '05' 'минут'. */
export interface TimerPart {
  unit: CountdownUnit;
  value: string;
  word: string;
}

/** The four parts in order: days as they are, hours, minutes and seconds in two digits, each with its plural word. */
export function timerParts(parts: CountdownParts, lang: Language): TimerPart[] {
  return COUNTDOWN_UNITS.map((unit) => {
    const count = parts[unit];
    return { unit, value: unit === 'days' ? String(count) : String(count).padStart(2, '0'), word: countdownUnitWord(unit, count, lang) };
  });
}
