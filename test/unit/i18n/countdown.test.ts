import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNTDOWN_UNITS, countdownTarget, countdownUnitWord, timeLeft } from '../../../shared/i18n/countdown.ts';

const at = (iso: string) => Date.parse(iso);
/** 2026-05-01 00:00 in Kyiv (summer time, UTC+3). */
const MAY_FIRST = at('2026-04-30T21:00:00Z');

describe('countdownTarget', () => {
  it('ends a Y-M-D date at the start of that day in Kyiv', () => {
    expect(countdownTarget('2026-05-01')).toEqual({ ok: true, endsAt: MAY_FIRST });
    expect(countdownTarget('2026-1-1')).toEqual({ ok: true, endsAt: at('2025-12-31T22:00:00Z') });
  });

  it.each([
    ['2026-13-01', '"2026-13-01" is not a day of the calendar'],
    ['2026-2-30', '"2026-2-30" is not a day of the calendar'],
    ['abc', '"abc" is not a date written as Y-M-D (e.g. 2026-05-01)'],
    ['', '"" is not a date written as Y-M-D (e.g. 2026-05-01)'],
  ])('says why %j cannot be a target, for the console', (value, message) => {
    expect(countdownTarget(value)).toEqual({ ok: false, message });
  });
});

describe('timeLeft', () => {
  it.each([
    ['2026-04-28T18:29:15+03:00', { days: 2, hours: 5, minutes: 30, seconds: 45 }],
    ['2026-04-01T00:00:00+03:00', { days: 30, hours: 0, minutes: 0, seconds: 0 }],
    ['2026-04-30T23:00:00+03:00', { days: 0, hours: 1, minutes: 0, seconds: 0 }],
    ['2026-04-30T23:59:00+03:00', { days: 0, hours: 0, minutes: 1, seconds: 0 }],
    ['2026-04-30T23:59:59+03:00', { days: 0, hours: 0, minutes: 0, seconds: 1 }],
    ['2025-05-01T00:00:00+03:00', { days: 365, hours: 0, minutes: 0, seconds: 0 }],
  ])('at %s leaves %o', (now, parts) => {
    expect(timeLeft(MAY_FIRST, at(now))).toEqual(parts);
  });

  it('counts down across a day boundary', () => {
    const beforeMidnight = at('2026-04-29T23:59:58+03:00');
    const ticks = [0, 1000, 2000, 3000].map((ms) => timeLeft(MAY_FIRST, beforeMidnight + ms));
    expect(ticks).toEqual([
      { days: 1, hours: 0, minutes: 0, seconds: 2 },
      { days: 1, hours: 0, minutes: 0, seconds: 1 },
      { days: 1, hours: 0, minutes: 0, seconds: 0 },
      { days: 0, hours: 23, minutes: 59, seconds: 59 },
    ]);
  });

  it('counts real hours across the spring DST change (a 23-hour day)', () => {
    const endsAt = countdownTarget('2026-03-30');
    expect(endsAt.ok).toBe(true);
    if (!endsAt.ok) return;
    // From midnight on the 28th (winter time) to midnight on the 30th (summer time): 47 hours.
    expect(timeLeft(endsAt.endsAt, at('2026-03-28T00:00:00+02:00'))).toEqual({ days: 1, hours: 23, minutes: 0, seconds: 0 });
    // Either side of the change itself (03:00 winter time = 04:00 summer time).
    expect(timeLeft(endsAt.endsAt, at('2026-03-29T02:59:59+02:00'))).toEqual({ days: 0, hours: 20, minutes: 0, seconds: 1 });
    expect(timeLeft(endsAt.endsAt, at('2026-03-29T04:00:00+03:00'))).toEqual({ days: 0, hours: 20, minutes: 0, seconds: 0 });
  });

  it('counts real hours across the autumn DST change (a 25-hour day)', () => {
    const endsAt = countdownTarget('2026-10-26');
    expect(endsAt.ok).toBe(true);
    if (!endsAt.ok) return;
    expect(timeLeft(endsAt.endsAt, at('2026-10-24T00:00:00+03:00'))).toEqual({ days: 2, hours: 1, minutes: 0, seconds: 0 });
    // The 25th itself is 25 hours long: from its midnight, one day and one hour are left.
    expect(timeLeft(endsAt.endsAt, at('2026-10-25T00:00:00+03:00'))).toEqual({ days: 1, hours: 1, minutes: 0, seconds: 0 });
    // Either side of the change (04:00 summer time = 03:00 winter time).
    expect(timeLeft(endsAt.endsAt, at('2026-10-25T03:59:59+03:00'))).toEqual({ days: 0, hours: 21, minutes: 0, seconds: 1 });
    expect(timeLeft(endsAt.endsAt, at('2026-10-25T03:00:00+02:00'))).toEqual({ days: 0, hours: 21, minutes: 0, seconds: 0 });
  });

  it('rounds a part second up, so the last second shows and all zeros never do', () => {
    expect(timeLeft(MAY_FIRST, MAY_FIRST - 1)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(timeLeft(MAY_FIRST, MAY_FIRST - 999)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(timeLeft(MAY_FIRST, MAY_FIRST - 1000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(timeLeft(MAY_FIRST, MAY_FIRST - 1001)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 2 });
  });

  it('is null exactly at the target and after it', () => {
    expect(timeLeft(MAY_FIRST, MAY_FIRST)).toBeNull();
    expect(timeLeft(MAY_FIRST, MAY_FIRST + 1)).toBeNull();
    expect(timeLeft(MAY_FIRST, at('2027-01-01T00:00:00Z'))).toBeNull();
  });

  it('is null when a time is not a number', () => {
    expect(timeLeft(Number.NaN, MAY_FIRST)).toBeNull();
    expect(timeLeft(MAY_FIRST, Number.NaN)).toBeNull();
    expect(timeLeft(Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY)).toBeNull();
  });

  describe('with the clock running (fake timers)', () => {
    afterEach(() => vi.useRealTimers());

    it('ticks once a second from the day before to the target, then stays null', () => {
      vi.useFakeTimers();
      vi.setSystemTime(at('2026-04-29T23:59:59+03:00'));
      const shown: (ReturnType<typeof timeLeft>)[] = [];
      const timer = setInterval(() => shown.push(timeLeft(MAY_FIRST, Date.now())), 1000);
      vi.advanceTimersByTime(2000);
      expect(shown).toEqual([
        { days: 1, hours: 0, minutes: 0, seconds: 0 },
        { days: 0, hours: 23, minutes: 59, seconds: 59 },
      ]);
      vi.setSystemTime(MAY_FIRST - 2000);
      shown.length = 0;
      vi.advanceTimersByTime(3000);
      clearInterval(timer);
      expect(shown).toEqual([{ days: 0, hours: 0, minutes: 0, seconds: 1 }, null, null]);
    });
  });
});

describe('countdownUnitWord (plural rule)', () => {
  const counts = [1, 2, 5, 11, 21, 22, 25] as const;
  const words = {
    ru: {
      days: ['день', 'дня', 'дней', 'дней', 'день', 'дня', 'дней'],
      hours: ['час', 'часа', 'часов', 'часов', 'час', 'часа', 'часов'],
      minutes: ['минута', 'минуты', 'минут', 'минут', 'минута', 'минуты', 'минут'],
      seconds: ['секунда', 'секунды', 'секунд', 'секунд', 'секунда', 'секунды', 'секунд'],
    },
    ua: {
      days: ['день', 'дні', 'днів', 'днів', 'день', 'дні', 'днів'],
      hours: ['година', 'години', 'годин', 'годин', 'година', 'години', 'годин'],
      minutes: ['хвилина', 'хвилини', 'хвилин', 'хвилин', 'хвилина', 'хвилини', 'хвилин'],
      seconds: ['секунда', 'секунди', 'секунд', 'секунд', 'секунда', 'секунди', 'секунд'],
    },
  } as const;

  for (const lang of ['ru', 'ua'] as const) {
    for (const unit of COUNTDOWN_UNITS) {
      it(`${lang} ${unit} for ${counts.join(', ')}`, () => {
        expect(counts.map((count) => countdownUnitWord(unit, count, lang))).toEqual(words[lang][unit]);
      });
    }
  }

  it('uses the many form for 0, as a countdown shows "0 часов"', () => {
    expect(countdownUnitWord('hours', 0, 'ru')).toBe('часов');
    expect(countdownUnitWord('seconds', 0, 'ua')).toBe('секунд');
  });

  it('lists the parts in the order they are shown', () => {
    expect(COUNTDOWN_UNITS).toEqual(['days', 'hours', 'minutes', 'seconds']);
  });
});
