/**
 * The widgets whose chunk comes on intent (issue 32, point 2), as the first-use benchmark reaches
 * for them: where, what the shopper aims at, and what shows once the press (or the rest) went
 * through. The fixture pages are those of fixtures/README.md.
 */

/** How the shopper reaches for the control: a mouse, a finger on a phone, the keyboard. */
export type Mode = 'mouse' | 'touch' | 'keyboard';
export const MODES: readonly Mode[] = ['mouse', 'touch', 'keyboard'];

/** What shows once the widget answered, read in the page on every DOM change (probe.ts). */
export interface ResultSign {
  /** The element that shows it (the first match). */
  selector: string;
  /** Shown when it carries aria-expanded="true" (a dropdown's toggle). */
  expanded?: boolean;
  /** Shown when it is rendered (checkVisibility). */
  visible?: boolean;
  /** Shown when its text includes this. */
  text?: string;
  /** Shown when a click reached the file input unprevented: the browser opens its file chooser. */
  chooser?: boolean;
}

export interface FirstUseWidget {
  name: string;
  /** The chunk its code is in (dist/manifest.json's `chunk`). */
  chunk: string;
  path: string;
  /** What the shopper aims at, a CSS selector (the first match). */
  control: string;
  result: ResultSign;
  /**
   * Modes where the result comes by resting on the control, not by a press: the widget's delay from
   * the pointer's arrival or the focus, in ms (the brand menu's 400 ms hover, the tooltip's 1 s).
   */
  rest?: Partial<Record<Mode, number>>;
  /** The modal show delay: a dialog is due this long after the press that asks for it. */
  pressDelay?: number;
  /**
   * Why the frame guard is a target for this widget, not yet a guard: its first use is slower
   * than the warm one by more than a frame (printed; fails the run only with BENCH_STRICT=1).
   */
  target?: string;
  /** Keyboard: reach the control with Shift+Tab from the next tab stop (the one before shares its chunk). */
  backwards?: boolean;
  /** Copies to the clipboard: the context is granted it. */
  clipboard?: boolean;
  /** Modes with no cold first use on the fixture page, and why (printed). */
  noFirstUse?: Partial<Record<Mode, string>>;
}

/** A modal shows 300 ms after it is asked for (README.md, shared/ui/Dialog.tsx). */
const MODAL_SHOW_DELAY_MS = 300;

const expandedSummary = (name: string): Pick<FirstUseWidget, 'control' | 'result'> => ({
  control: `[data-widget="${name}"] summary`,
  result: { selector: `[data-widget="${name}"] summary`, expanded: true },
});

export const FIRST_USE_WIDGETS: readonly FirstUseWidget[] = [
  {
    name: 'account panel',
    chunk: 'forms',
    path: '/',
    control: '.header__account [data-widget="panel-trigger"]',
    result: { selector: '.shop-panel--account', visible: true },
    pressDelay: MODAL_SHOW_DELAY_MS,
  },
  {
    name: 'brand menu',
    chunk: 'discovery',
    path: '/catalog/odezhda/',
    control: '[data-widget="brand-menu"] .brand-menu__toggle',
    result: { selector: '[data-widget="brand-menu"] .brand-menu__dropdown', visible: true },
    rest: { mouse: 400 },
  },
  {
    name: 'image search',
    chunk: 'discovery',
    path: '/catalog/odezhda/',
    control: 'header [data-widget="image-search"] input[type="file"]',
    result: { selector: 'header [data-widget="image-search"] input[type="file"]', chooser: true },
  },
  {
    name: 'language',
    chunk: 'discovery',
    path: '/',
    ...expandedSummary('lang-switch'),
    noFirstUse: { keyboard: 'Tab reaches it only past the image search or the currency switch, whose focus brings its chunk first' },
  },
  { name: 'currency', chunk: 'discovery', path: '/ua/', ...expandedSummary('currency-switch'), backwards: true },
  { name: 'sort', chunk: 'discovery', path: '/catalog/krossovki/', ...expandedSummary('sort-popup') },
  {
    name: 'promo code',
    chunk: 'tools',
    path: '/',
    control: '[data-widget="promo-code"] .promo-code__copy',
    // The hint, not the button's words: the button holds both its words from the mount (one hidden).
    result: { selector: '[data-widget="promo-code"] .promo-code__hint', visible: true },
    clipboard: true,
  },
  { name: 'messenger', chunk: 'tools', path: '/', ...expandedSummary('messenger-toggle') },
  {
    name: 'live chat',
    chunk: 'tools',
    path: '/',
    control: '[data-widget="live-chat"]',
    result: { selector: '.chat-window', visible: true },
  },
  {
    name: 'quick view',
    chunk: 'quick-view',
    path: '/catalog/odezhda/',
    control: '.tile[data-product-id="1002"] [data-widget="quick-view"]',
    result: { selector: '.quick-view-dialog', visible: true },
    pressDelay: MODAL_SHOW_DELAY_MS,
  },
  {
    name: 'callback form',
    chunk: 'forms',
    path: '/',
    control: '.footer [data-widget="recall"]',
    result: { selector: '.recall-dialog', visible: true },
    pressDelay: MODAL_SHOW_DELAY_MS,
    // The stop before it is the footer's phone link, whose focus would bring the forms chunk first.
    backwards: true,
  },
  {
    name: 'tooltip',
    chunk: 'tools',
    path: '/product/1002/',
    control: '[data-widget="tooltip"] .tooltip__trigger',
    result: { selector: '[role="tooltip"]', visible: true },
    rest: { mouse: 1_000, keyboard: 1_000 },
  },
];
