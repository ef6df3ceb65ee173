// A calendar day written as 'Y-M-D' (the countdown's target date, widgets/countdown). Strict,
// because a wrong date in an attribute must be reported, not quietly read as some other day.

export interface CalendarDate {
  year: number;
  /** 1–12 */
  month: number;
  /** 1–31, a day the month has */
  day: number;
}

export type CalendarDateResult =
  | { ok: true; date: CalendarDate }
  | { ok: false; reason: 'format' | 'no-such-day'; message: string };

// A four-digit year from 1000 (no two-digit years for Date to read as 19xx); month and day with
// or without a leading zero, as servers print both. No spaces, times or other separators.
const Y_M_D = /^([1-9]\d{3})-(\d{1,2})-(\d{1,2})$/;

export function parseCalendarDate(value: string): CalendarDateResult {
  const match = Y_M_D.exec(value);
  if (!match) {
    return { ok: false, reason: 'format', message: `${JSON.stringify(value)} is not a date written as Y-M-D (e.g. 2026-05-01)` };
  }
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    return { ok: false, reason: 'no-such-day', message: `${JSON.stringify(value)} is not a day of the calendar` };
  }
  return { ok: true, date: { year, month, day } };
}

function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is this month's last day; UTC so no time zone can shift it.
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}
