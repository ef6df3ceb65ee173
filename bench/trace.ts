/**
 * Reads a Chromium performance trace (browser.startTracing) for bench/profile.ts: the page's main
 * thread events and the V8 CPU samples inside a time window given in the page's performance.now()
 * clock, with minified bundle frames mapped back to their sources through dist/*.map.
 */
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { data?: Record<string, unknown> } & Record<string, unknown>;
}

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: CallFrame;
}

export interface Trace {
  events: TraceEvent[];
  /** Renderer main thread of the page. */
  pid: number;
  tid: number;
  /** The trace timestamp (µs) of performance.now() = 0. */
  originUs: number;
  nodes: Map<number, ProfileNode>;
  /** Sample times in µs (trace clock) with the node sampled. */
  samples: { ts: number; node: number }[];
}

/** Parses the trace; `markName` is a performance mark the page set at `markTime` (ms, its clock). */
export function parseTrace(buffer: Buffer, markName: string, markTime: number): Trace {
  const raw = JSON.parse(buffer.toString('utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(raw) ? raw : (raw.traceEvents ?? []);
  const mark = events.find((event) => event.name === markName && event.cat.includes('blink.user_timing'));
  if (!mark) throw new Error(`no ${markName} mark in the trace`);
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  const profiles = new Map<string, number>();
  for (const event of events) {
    if (event.pid !== mark.pid) continue;
    const data = event.args?.data as { startTime?: number; cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } | undefined;
    if (event.name === 'Profile' && event.tid === mark.tid && event.id !== undefined) profiles.set(event.id, data?.startTime ?? event.ts);
  }
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || event.pid !== mark.pid || event.id === undefined || !profiles.has(event.id)) continue;
    const data = event.args?.data as { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] };
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    let ts = profiles.get(event.id)!;
    const deltas = data.timeDeltas ?? [];
    (data.cpuProfile?.samples ?? []).forEach((node, index) => {
      ts += deltas[index] ?? 0;
      samples.push({ ts, node });
    });
    profiles.set(event.id, ts);
  }
  samples.sort((a, b) => a.ts - b.ts);
  return { events, pid: mark.pid, tid: mark.tid, originUs: mark.ts - markTime * 1000, nodes, samples };
}

const DIST = fileURLToPath(new URL('../dist/', import.meta.url));
const maps = new Map<string, SourceMap | null>();

/** A shipped file's source map (in dist/maps/, named in the manifest: the scripts do not link it), or null. */
function mapOf(file: string): SourceMap | null {
  try {
    const manifest = JSON.parse(readFileSync(`${DIST}manifest.json`, 'utf8')) as { files: { name: string; map?: string }[] };
    const map = manifest.files.find((entry) => entry.name === file)?.map;
    return map && existsSync(`${DIST}${map}`) ? new SourceMap(JSON.parse(readFileSync(`${DIST}${map}`, 'utf8'))) : null;
  } catch {
    return null;
  }
}

/** A frame as `name (source:line)`, through the bundle's source map when it is one of dist/. */
export function describeFrame(partial: Partial<CallFrame>): string {
  const frame: CallFrame = { functionName: partial.functionName ?? '', url: partial.url ?? '', lineNumber: partial.lineNumber ?? 0, columnNumber: partial.columnNumber ?? 0 };
  const file = frame.url.split('/').pop()?.split('?')[0] ?? '';
  if (frame.url.includes('/dist/') && file) {
    if (!maps.has(file)) maps.set(file, mapOf(file));
    const entry = maps.get(file)?.findEntry(frame.lineNumber, frame.columnNumber) as
      | { originalSource?: string; originalLine?: number; name?: string }
      | undefined;
    if (entry?.originalSource) {
      const source = entry.originalSource.replace(/^(\.\.\/)+(main\/)?/, '');
      return `${entry.name ?? frame.functionName ?? '(anonymous)'} (${source}:${(entry.originalLine ?? 0) + 1})`;
    }
  }
  const where = frame.url ? `${file}:${frame.lineNumber + 1}` : 'native';
  return `${frame.functionName || '(anonymous)'} (${where})`;
}

export interface Window {
  label: string;
  from: number;
  to: number;
}

/** Main-thread trace events (≥ minMs) inside the window, nested, in order. */
export function timeline(trace: Trace, window: Window, minMs = 1, maxDepth = 4): string[] {
  const from = trace.originUs + window.from * 1000;
  const to = trace.originUs + window.to * 1000;
  const complete = trace.events
    .filter((event) => event.pid === trace.pid && event.tid === trace.tid && event.ph === 'X' && event.dur !== undefined)
    .filter((event) => event.ts < to && event.ts + event.dur! > from)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const lines: string[] = [];
  const stack: number[] = [];
  for (const event of complete) {
    while (stack.length > 0 && event.ts >= stack[stack.length - 1]!) stack.pop();
    const depth = stack.length;
    stack.push(event.ts + event.dur!);
    if (event.dur! < minMs * 1000 || depth > maxDepth) continue;
    const data = event.args?.data ?? {};
    const detail = ['type', 'functionName', 'url', 'frame' in data ? '' : 'id']
      .filter(Boolean)
      .map((key) => data[key])
      .filter((value) => typeof value === 'string' && value !== '')
      .map((value) => String(value).replace(/^https?:\/\/[^/]+/, ''))
      .join(' ');
    const at = (event.ts - trace.originUs) / 1000;
    lines.push(`${at.toFixed(1).padStart(8)} ms  ${'  '.repeat(depth)}${event.name} ${(event.dur! / 1000).toFixed(1)} ms${detail ? `  ${detail}` : ''}`);
  }
  return lines;
}

/** CPU samples inside the window: the functions with the most self time and the most total time. */
export function hotFunctions(trace: Trace, window: Window, top = 12): string[] {
  const from = trace.originUs + window.from * 1000;
  const to = trace.originUs + window.to * 1000;
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  let sampled = 0;
  for (let index = 0; index < trace.samples.length; index += 1) {
    const sample = trace.samples[index]!;
    if (sample.ts < from || sample.ts >= to) continue;
    const next = trace.samples[index + 1];
    const weight = Math.min(next ? next.ts - sample.ts : 0, 2000) / 1000;
    sampled += weight;
    const seen = new Set<string>();
    for (let node = trace.nodes.get(sample.node), first = true; node; node = node.parent === undefined ? undefined : trace.nodes.get(node.parent), first = false) {
      const key = describeFrame(node.callFrame);
      if (first) self.set(key, (self.get(key) ?? 0) + weight);
      if (!seen.has(key)) total.set(key, (total.get(key) ?? 0) + weight);
      seen.add(key);
    }
  }
  const list = (map: Map<string, number>) =>
    [...map]
      .filter(([key]) => !key.startsWith('(root)') && !key.startsWith('(program)'))
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([key, ms]) => `${ms.toFixed(1).padStart(7)} ms  ${key}`);
  return [`sampled ${sampled.toFixed(1)} ms`, 'self time:', ...list(self), 'total time (with callees):', ...list(total)];
}
