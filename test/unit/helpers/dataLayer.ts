/** The page's GA4 queue, which shared/analytics pushes to (window.dataLayer). */
interface AnalyticsWindow {
  dataLayer?: unknown[];
}

const page = (): AnalyticsWindow => window as unknown as AnalyticsWindow;

/** Makes the page one without a tag manager: no dataLayer until our code pushes to it. */
export function resetDataLayer(): void {
  delete page().dataLayer;
}

/** Everything pushed so far, each `{ ecommerce: null }` clear included; undefined while nothing was. */
export function dataLayer(): unknown[] | undefined {
  return page().dataLayer;
}
