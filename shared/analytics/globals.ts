/** The page's own analytics globals; absent ones are simply skipped. */
interface AnalyticsWindow {
  dataLayer?: unknown[];
  fbq?: (command: string, event: string, data?: object, options?: { eventID: string }) => void;
}

const page = (): AnalyticsWindow => window as unknown as AnalyticsWindow;

export function pushDataLayer(entry: Record<string, unknown>): void {
  const target = page();
  target.dataLayer = target.dataLayer ?? [];
  // GA4 keeps the last ecommerce object unless it is cleared first.
  target.dataLayer.push({ ecommerce: null }, entry);
}

export function sendPixel(event: string, data: object, eventId?: string): void {
  const fbq = page().fbq;
  if (typeof fbq !== 'function') return;
  try {
    if (eventId) fbq('track', event, data, { eventID: eventId });
    else fbq('track', event, data);
  } catch {
    // A broken pixel script must not break the shop.
  }
}
