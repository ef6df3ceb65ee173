import { afterEach, describe, expect, it, vi } from 'vitest';
import { shopZoneFormatter, startOfShopDay } from '../../../shared/i18n/shopTimeZone.ts';

const RealDateTimeFormat = Intl.DateTimeFormat;

/** Runs `read` with the process's own clock in `zone` (Node honours TZ changes at run time). */
function inDeviceZone<T>(zone: string, read: () => T): T {
  const before = process.env.TZ;
  process.env.TZ = zone;
  try {
    return read();
  } finally {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  }
}

/** An Intl whose DateTimeFormat knows only the zones `known` (others throw RangeError, as old engines do). */
function stubIntlKnowing(known: readonly string[]): void {
  function LimitedDateTimeFormat(locales?: string | string[], options?: Intl.DateTimeFormatOptions) {
    if (options?.timeZone && !known.includes(options.timeZone)) throw new RangeError(`Invalid time zone specified: ${options.timeZone}`);
    return new RealDateTimeFormat(locales, options);
  }
  vi.stubGlobal('Intl', { ...Intl, DateTimeFormat: LimitedDateTimeFormat });
}

describe('startOfShopDay: a Y-M-D day starts at midnight in Kyiv', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    // Summer time (EEST, UTC+3) and winter time (EET, UTC+2).
    [{ year: 2026, month: 5, day: 1 }, '2026-04-30T21:00:00.000Z'],
    [{ year: 2026, month: 1, day: 1 }, '2025-12-31T22:00:00.000Z'],
    // The spring change (29 March 2026, 03:00 → 04:00): that day still starts on winter time…
    [{ year: 2026, month: 3, day: 29 }, '2026-03-28T22:00:00.000Z'],
    // …and the next one on summer time.
    [{ year: 2026, month: 3, day: 30 }, '2026-03-29T21:00:00.000Z'],
    // The autumn change (25 October 2026, 04:00 → 03:00): that day starts on summer time…
    [{ year: 2026, month: 10, day: 25 }, '2026-10-24T21:00:00.000Z'],
    // …and the next one on winter time.
    [{ year: 2026, month: 10, day: 26 }, '2026-10-25T22:00:00.000Z'],
  ])('%o starts at %s', (date, instant) => {
    expect(new Date(startOfShopDay(date)).toISOString()).toBe(instant);
  });

  it('is the same instant whatever zone the device is set to', () => {
    const date = { year: 2026, month: 5, day: 1 };
    for (const zone of ['UTC', 'America/New_York', 'Asia/Tokyo', 'Europe/Kyiv', 'Pacific/Kiritimati']) {
      expect(inDeviceZone(zone, () => new Date(startOfShopDay(date)).toISOString()), zone).toBe('2026-04-30T21:00:00.000Z');
    }
  });

  it('falls back to the device clock when Intl has no time zones', () => {
    const date = { year: 2026, month: 5, day: 1 };
    expect(inDeviceZone('Asia/Tokyo', () => new Date(startOfShopDay(date, null)).toISOString())).toBe('2026-04-30T15:00:00.000Z');
    expect(inDeviceZone('UTC', () => new Date(startOfShopDay(date, null)).toISOString())).toBe('2026-05-01T00:00:00.000Z');
  });
});

describe('shopZoneFormatter', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads instants on Kyiv time', () => {
    const formatter = shopZoneFormatter();
    expect(formatter).not.toBeNull();
    expect(['Europe/Kyiv', 'Europe/Kiev']).toContain(formatter!.resolvedOptions().timeZone);
  });

  it('uses the old name Europe/Kiev where the engine does not know Europe/Kyiv', () => {
    stubIntlKnowing(['Europe/Kiev']);
    const formatter = shopZoneFormatter();
    expect(formatter).not.toBeNull();
    expect(new Date(startOfShopDay({ year: 2026, month: 5, day: 1 }, formatter)).toISOString()).toBe('2026-04-30T21:00:00.000Z');
  });

  it('is null when the engine knows neither name, and the day then starts on the device clock', () => {
    stubIntlKnowing([]);
    expect(shopZoneFormatter()).toBeNull();
    const startsAt = inDeviceZone('America/New_York', () => startOfShopDay({ year: 2026, month: 5, day: 1 }));
    expect(new Date(startsAt).toISOString()).toBe('2026-05-01T04:00:00.000Z');
  });

  it('is null when the engine quietly ignores the zone instead of refusing it', () => {
    function IgnoringDateTimeFormat(locales?: string | string[], options?: Intl.DateTimeFormatOptions) {
      return new RealDateTimeFormat(locales, { ...options, timeZone: 'UTC' });
    }
    vi.stubGlobal('Intl', { ...Intl, DateTimeFormat: IgnoringDateTimeFormat });
    expect(shopZoneFormatter()).toBeNull();
  });

  it('is null when there is no Intl at all', () => {
    vi.stubGlobal('Intl', undefined);
    expect(shopZoneFormatter()).toBeNull();
  });

  it('copes with engines that print midnight as hour 24', () => {
    const real = shopZoneFormatter()!;
    const midnightAs24 = {
      resolvedOptions: () => real.resolvedOptions(),
      formatToParts: (date?: Date | number) =>
        real.formatToParts(date).map((part) => (part.type === 'hour' && part.value === '00' ? { ...part, value: '24' } : part)),
    } as Intl.DateTimeFormat;
    expect(new Date(startOfShopDay({ year: 2026, month: 5, day: 1 }, midnightAs24)).toISOString()).toBe('2026-04-30T21:00:00.000Z');
  });
});
