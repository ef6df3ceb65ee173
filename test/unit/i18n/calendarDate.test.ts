import { describe, expect, it } from 'vitest';
import { parseCalendarDate } from '../../../shared/i18n/calendarDate.ts';

describe('parseCalendarDate (the countdown target as Y-M-D)', () => {
  it.each([
    ['2026-05-01', { year: 2026, month: 5, day: 1 }],
    ['2026-5-1', { year: 2026, month: 5, day: 1 }],
    ['2026-12-31', { year: 2026, month: 12, day: 31 }],
    ['2028-02-29', { year: 2028, month: 2, day: 29 }],
    ['2000-02-29', { year: 2000, month: 2, day: 29 }],
    ['1000-01-01', { year: 1000, month: 1, day: 1 }],
  ])('reads %s', (value, date) => {
    expect(parseCalendarDate(value)).toEqual({ ok: true, date });
  });

  it.each(['2026-13-01', '2026-00-10', '2026-2-30', '2026-02-29', '2100-02-29', '2026-04-31', '2026-05-00', '2026-05-32'])(
    'says %s is no day of the calendar',
    (value) => {
      expect(parseCalendarDate(value)).toEqual({
        ok: false,
        reason: 'no-such-day',
        message: `"${value}" is not a day of the calendar`,
      });
    },
  );

  it.each([
    'abc',
    '',
    ' 2026-05-01',
    '2026-05-01 ',
    '2026-05-01T00:00',
    '2026/05/01',
    '01-05-2026',
    '26-05-01',
    '0999-01-01',
    '12026-05-01',
    '2026-005-01',
    '2026-05-001',
    '2026--05-01',
    '-2026-05-01',
    '2026-05-01\n',
    '２０２６-05-01',
    '<img src=x onerror=alert(1)>',
  ])('says %j is not written as Y-M-D', (value) => {
    expect(parseCalendarDate(value)).toEqual({
      ok: false,
      reason: 'format',
      message: `${JSON.stringify(value)} is not a date written as Y-M-D (e.g. 2026-05-01)`,
    });
  });
});
