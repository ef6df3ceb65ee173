/**
 * First use of every intent-loaded widget (`npm run bench:first-use`; needs `npm run build` first):
 * by mouse, finger and keyboard, with the chunk served 100 ms late (cold) and with it already
 * loaded (warm), in fresh contexts. Prints the figures side by side and fails on issue 32's
 * point 3 guards (verdicts.ts). See bench/README.md.
 */
import { readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '../browser.ts';
import { startServer } from '../server.ts';
import { selected } from '../pages/pageTypes.ts';
import { figuresOf, type RunFigures } from './figures.ts';
import { CHUNK_DELAY_MS, HUMAN_PRESS_MS, runOnce } from './run.ts';
import { table, verdicts, type Cell } from './verdicts.ts';
import { FIRST_USE_WIDGETS, MODES } from './widgets.ts';

const MANIFEST = fileURLToPath(new URL('../../dist/manifest.json', import.meta.url));

interface ManifestChunk {
  name: string;
  kind: string;
  build?: string;
  chunk?: string;
}

function runs(): number {
  const value = Number(process.env.FIRST_USE_RUNS ?? '3');
  if (!Number.isInteger(value) || value < 1 || value > 20) throw new Error(`FIRST_USE_RUNS must be 1..20, not "${process.env.FIRST_USE_RUNS}"`);
  return value;
}

async function main(): Promise<number> {
  const startedAt = performance.now();
  if (!existsSync(MANIFEST)) throw new Error(`${MANIFEST} is missing: run npm run build first`);
  const manifest = (JSON.parse(readFileSync(MANIFEST, 'utf8')) as { files: ManifestChunk[] }).files;
  const count = runs();
  const browser = await launchChromium();
  const server = await startServer();
  let exceeded = 0;
  try {
    console.log(`First use: Chromium ${browser.version()}, chunks served ${CHUNK_DELAY_MS} ms late, a mouse presses ${HUMAN_PRESS_MS} ms after arriving; ${count} runs each, cold and warm`);
    for (const build of selected(['preact', 'react'], process.env.FIRST_USE_BUILDS ?? 'preact')) {
      const chunks = manifest.filter((file) => file.build === build && file.kind === 'chunk');
      const cells: Cell[] = [];
      const notes: string[] = [];
      for (const widget of selected(FIRST_USE_WIDGETS, process.env.FIRST_USE_ONLY)) {
        const widgetChunkFile = chunks.find((file) => file.chunk === widget.chunk)?.name;
        if (!widgetChunkFile) throw new Error(`${build}: no chunk "${widget.chunk}" in the manifest`);
        for (const mode of MODES) {
          const why = widget.noFirstUse?.[mode];
          if (why) {
            notes.push(`${widget.name} (${mode}) has no first use: ${why}`);
            continue;
          }
          const cell: Cell = { widget: widget.name, mode, cold: [], warm: [], ...(widget.target ? { target: widget.target } : {}) };
          for (let run = 0; run < count; run += 1) {
            for (const warm of [false, true]) {
              const record = await runOnce({ browser, baseUrl: server.baseUrl, widget, mode, warm, chunkFiles: chunks.map((file) => file.name), widgetChunkFile, build });
              const figures: RunFigures = figuresOf(record, widget, mode);
              if (!warm && !figures.requestedOnIntent) throw new Error(`${widget.name} (${mode}): the chunk was not asked for on the shopper's intent: the run measured no first use`);
              (warm ? cell.warm : cell.cold).push(figures);
              if (process.env.FIRST_USE_VERBOSE === '1') console.log(`  ${widget.name} ${mode} ${warm ? 'warm' : 'cold'}: ${JSON.stringify(figures)}`);
            }
          }
          cells.push(cell);
        }
      }
      console.log(`\n${build === 'preact' ? 'Default build (preact)' : 'React build'}:`);
      for (const line of table(cells)) console.log(`  ${line}`);
      for (const note of notes) console.log(`  ${note}`);
      const result = verdicts(cells, process.env.BENCH_STRICT === '1');
      for (const line of result.lines) console.log(`  ${line}`);
      exceeded += result.exceeded;
    }
  } finally {
    server.close();
    await browser.close();
  }
  console.log(`\n${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
  return exceeded > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
