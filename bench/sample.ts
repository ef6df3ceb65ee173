/** The figures of one page load. Times in ms; a figure a mode does not have is NaN. */
export interface Sample {
  /** The measured script starts running → readiness (page-init answer applied). Budgeted. */
  ready: number;
  /** Script start → shop:ready / bench:boot (markers scanned, page init sent). */
  boot: number;
  /** Script start → the frame after readiness (what readiness changed is rendered). */
  painted: number;
  /** The script's responseEnd → readiness (verbose output only). */
  fromResponseEnd: number;
  /** Script start → page-init request sent; the request; its answer → ready (verbose output). */
  initSent: number;
  initWait: number;
  initApply: number;
  /** click event → the frame showing the favourite's new state. Budgeted. */
  click: number;
  /** click event → the new state is in the DOM (verbose output). */
  clickShown: number;
  /** Pointer arrives over the favourite → the same frame. */
  fromHover: number;
  /** V8 heap used after a full GC, in bytes. Budgeted as the difference to the bare page. */
  heap: number;
  /** Event listeners on window, document and every node. Budgeted: the same at 100 and 2000 tiles. */
  listeners: number;
  /** Of those, on the grid of tiles and inside it. */
  tileListeners: number;
  /** Layout shift up to the click (boot, mounting, page init). Budgeted: 0. */
  clsMount: number;
  /** Layout shift from the click on. Budgeted: 0. */
  clsClick: number;
  /** Where the script start came from (bench/timings.ts). */
  startFrom: string;
  /** What shifted, if anything (verbose output). */
  shiftSources: string[];
}

export type Figure = Exclude<keyof Sample, 'startFrom' | 'shiftSources'>;
