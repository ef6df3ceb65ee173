import type { CalendarDate } from './calendarDate.ts';

// The shop is Ukrainian and its staff set dates by the clock in Kyiv, so a countdown to
// '2026-05-01' ends at midnight in Kyiv for every shopper, wherever their device thinks it is
// (a shopper abroad, or a phone set to another zone, sees the same end as the shop).

/** The new IANA name first; browsers whose time-zone data predates 2022 know only the old one. */
const SHOP_TIME_ZONES = ['Europe/Kyiv', 'Europe/Kiev'] as const;

/**
 * The instant (epoch ms) the day `date` starts in Kyiv. Where Intl cannot read time zones
 * (very old engines, or ones built without time-zone data) it falls back to the start of that
 * day on the device's own clock: for shoppers in Ukraine, nearly all of them, the same instant.
 */
export function startOfShopDay(date: CalendarDate, formatter: Intl.DateTimeFormat | null = shopZoneFormatter()): number {
  const asIfUtc = Date.UTC(date.year, date.month - 1, date.day);
  if (!formatter) return new Date(date.year, date.month - 1, date.day).getTime();
  // Kyiv's offset is taken at a first guess and again at the result: a DST change between the two
  // (the last Sunday of March or October) moves the offset by one hour, and the second reading is
  // the one in force at that midnight. Kyiv's changes happen at 03:00/04:00, never at midnight.
  const firstOffset = zoneOffsetAt(formatter, asIfUtc);
  const guess = asIfUtc - firstOffset;
  const offsetThen = zoneOffsetAt(formatter, guess);
  return offsetThen === firstOffset ? guess : asIfUtc - offsetThen;
}

/** A formatter that reads instants on Kyiv's clock, or null where Intl has no time zones. */
export function shopZoneFormatter(): Intl.DateTimeFormat | null {
  if (typeof Intl === 'undefined' || typeof Intl.DateTimeFormat !== 'function') return null;
  for (const timeZone of SHOP_TIME_ZONES) {
    try {
      const formatter = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hour12: false,
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
      // An engine that ignores the zone instead of refusing it would silently give local time.
      const resolved = formatter.resolvedOptions().timeZone;
      if (typeof formatter.formatToParts === 'function' && SHOP_TIME_ZONES.some((name) => name === resolved)) return formatter;
    } catch {
      // RangeError: this engine does not know the name; try the next one.
    }
  }
  return null;
}

/** How far Kyiv's clock is ahead of UTC at `instant`, in ms. */
function zoneOffsetAt(formatter: Intl.DateTimeFormat, instant: number): number {
  const fields: Record<string, number> = {};
  for (const part of formatter.formatToParts(new Date(instant))) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const wallClock = Date.UTC(
    fields.year ?? 0,
    (fields.month ?? 1) - 1,
    fields.day ?? 1,
    // Older engines print midnight as hour 24 under hour12: false.
    (fields.hour ?? 0) % 24,
    fields.minute ?? 0,
    fields.second ?? 0,
  );
  return wallClock - (instant - (((instant % 1000) + 1000) % 1000));
}
