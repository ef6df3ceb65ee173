import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** How many spec files the closing table lists. */
const SHOWN = 10;

interface FileTime {
  /** Test time summed over every test and attempt of the file (what the file costs the workers). */
  busyMs: number;
  tests: number;
}

/**
 * Prints, after every browser run, the spec files that took the most test time, so the next
 * person sees where the suite's minutes go. Playwright's own `reportSlowTests` skips any file
 * whose tests ran on more than one worker, which with `fullyParallel` is every file.
 */
export default class SlowestFilesReporter implements Reporter {
  private readonly files = new Map<string, FileTime>();
  private startedAt = Date.now();

  onBegin(): void {
    this.startedAt = Date.now();
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = path.relative(process.cwd(), test.location.file);
    const time = this.files.get(file) ?? { busyMs: 0, tests: 0 };
    time.busyMs += result.duration;
    time.tests += 1;
    this.files.set(file, time);
  }

  onEnd(result: FullResult): void {
    const wallMs = Date.now() - this.startedAt;
    const totalBusy = [...this.files.values()].reduce((sum, time) => sum + time.busyMs, 0);
    const slowest = [...this.files.entries()].sort((a, b) => b[1].busyMs - a[1].busyMs).slice(0, SHOWN);
    if (slowest.length === 0) return;
    const lines = [
      '',
      `The ${slowest.length} slowest spec files (test time summed over their tests; the run took ${seconds(wallMs)} of wall time, ${seconds(totalBusy)} of test time, status ${result.status}):`,
      ...slowest.map(([file, time]) => `  ${seconds(time.busyMs).padStart(8)}  ${String(time.tests).padStart(4)} tests  ${(100 * time.busyMs / Math.max(totalBusy, 1)).toFixed(1).padStart(5)} %  ${file}`),
      '',
    ];
    process.stdout.write(lines.join('\n'));
  }

  printsToStdio(): boolean {
    // The list reporter owns the terminal; this one only adds its table at the end.
    return false;
  }
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}
