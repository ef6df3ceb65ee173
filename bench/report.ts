/** The one table with every figure (medians) and the ratios to the baseline, printed before the budgets. */
import { count, megabytes, ms, msRange, ratio, shift, table } from './format.ts';
import { bareScenarioOf, modesOf, PAGE_INIT_SERVER_MS, RUNS, SCENARIOS, scenarioLabel } from './options.ts';
import { medianOf, pairedRatio, rangeOf, samplesOf, valuesOf, type Results } from './stats.ts';

export function printReport(results: Results): void {
  const rows: string[][] = [];
  for (const scenario of SCENARIOS) {
    const baselineReady = medianOf(results, scenario, 'baseline', 'ready');
    const baselineClick = medianOf(results, scenario, 'baseline', 'click');
    const bareHeap = medianOf(results, bareScenarioOf(scenario), 'bare', 'heap');
    for (const mode of modesOf(scenario)) {
      const samples = samplesOf(results, scenario, mode);
      const of = (figure: Parameters<typeof medianOf>[3]) => medianOf(results, scenario, mode, figure);
      const script = mode === 'widgets' || mode === 'react';
      rows.push([
        scenarioLabel(scenario),
        mode,
        ms(of('ready')),
        msRange(rangeOf(valuesOf(samples, 'ready'))),
        script ? ratio(of('ready') / baselineReady) : '',
        script ? ratio(pairedRatio(results, scenario, mode, 'ready')) : '',
        ms(of('boot')),
        ms(of('initSent')),
        ms(of('painted')),
        ms(of('click')),
        msRange(rangeOf(valuesOf(samples, 'click'))),
        script ? ratio(of('click') / baselineClick) : '',
        ms(of('fromHover')),
        megabytes(of('heap')),
        mode === 'bare' ? '' : megabytes(of('heap') - bareHeap, true),
        count(of('listeners')),
        count(of('tileListeners')),
        shift(of('clsMount')),
        shift(of('clsClick')),
      ]);
    }
  }
  console.log(`\nMedians of ${RUNS} loads per row (ms unless named; range = fastest–slowest load; ×base = ÷ the baseline's median in the same scenario;
paired = the median of each round's load ÷ that round's baseline load, what the ready budgets check):\n`);
  console.log(
    table(
      ['scenario', 'mode', 'ready', 'ready range', '×base', 'paired', 'boot', 'sent', 'painted', 'click', 'click range', '×base', 'from hover', 'heap MB', 'over bare', 'listeners', 'in tiles', 'CLS mount', 'CLS click'],
      rows,
    ),
  );
  console.log(
    [
      '',
      `ready: script start → page-init answer applied (the server takes ${PAGE_INIT_SERVER_MS} ms over it in every mode); sent: script start → that`,
      'request left, the script\'s own part of ready. click: click event → the frame showing the favourite flipped',
      '(from hover: from the pointer arriving over it). heap: V8 heap after a full GC; over bare: minus the page without',
      'script (at 4×CPU: the bare page of the same size). listeners: window + document + every node (in tiles: in the grid).',
      'CLS: sum of layout-shift values up to the click (mount) and from it on (click).',
    ].join('\n'),
  );

  // How the clock's start was found: an estimate (mark and long tasks) can be up to ≈50 ms late.
  const sources = new Map<string, number>();
  for (const samples of results.values()) {
    for (const sample of samples) if (sample.startFrom !== 'none') sources.set(sample.startFrom, (sources.get(sample.startFrom) ?? 0) + 1);
  }
  console.log(`Script start taken from: ${[...sources].map(([source, loads]) => `${source} (${loads} loads)`).join(', ')}.`);
}
