/**
 * Where the first screen's main-thread time goes (issue 35): Chrome traces of a returning therapist's cached
 * navigation to /dashboard/calendar, up to the first calendar event (cold-start.ts's measure), summarised
 *  - by kind of work: the main thread's self time of each trace event, grouped (script, parse and compile,
 *    garbage collection, style, layout, paint and compositing, HTML parsing, other);
 *  - by package: V8's sampling profiler, each sample given to the script its function came from (the shell's
 *    own code, shared libraries the shell provides, each remote), which splits "script" into React, FullCalendar,
 *    supabase, the app's own code …
 * Medians over TRACE_RUNS (default 5) navigations.
 *
 *   cd e2e && npx tsx bench/trace.ts            (its own stack; BENCH_BASE_PORT to move it)
 *
 * `npm test` runs it with one trace (tests/bench-smoke.e2e.ts) so it cannot rot; its figures are
 * written in docs/PERFORMANCE.md ("Where the first screen's main thread goes").
 */
import type { Browser, Page } from 'playwright-core';
import { REMOTE_NAMES } from '../../shell/server/frontend';
import { signIn, type RunningApp } from '../support/app';
import { APP_EVENT, toFirst } from './cold-start';
import { median } from './stats';
import { runStandalone } from './standalone';

const RUNS = Number(process.env.TRACE_RUNS ?? 5);
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'toplevel',
  'disabled-by-default-v8.cpu_profiler',
].join(',');

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { name?: string; data?: unknown };
}

/** The kind of work a trace event's self time is. */
export function kindOf(name: string): string {
  if (/^(MinorGC|MajorGC|V8\.GC|BlinkGC|GCEvent|CppGC)/.test(name)) return 'garbage collection';
  if (/compile|parse(?!HTML)|V8\.ScriptCompiler|CacheScript/i.test(name) && name !== 'ParseHTML')
    return 'parse and compile';
  if (
    /^(EvaluateScript|FunctionCall|TimerFire|FireAnimationFrame|EventDispatch|RunMicrotasks|v8\.|V8\.|XHR|FireIdleCallback)/.test(
      name,
    )
  )
    return 'script';
  if (/^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet|ScheduleStyleRecalculation)$/.test(name))
    return 'style';
  if (/^(Layout|UpdateLayer|UpdateLayerTree|PrePaint|IntersectionObserverController)/.test(name))
    return 'layout';
  if (/^(Paint|PaintImage|CompositeLayers|Layerize|Commit|Decode|RasterTask)/.test(name))
    return 'paint and compositing';
  if (name === 'ParseHTML') return 'HTML parsing';
  return 'other';
}

/** Chunk file names (webpack names a chunk after its modules) → the library they carry. */
const LIBRARIES: Array<[RegExp, string]> = [
  [/react-dom/, 'react-dom'],
  [/^node_modules_react_|jsx-runtime/, 'react'],
  [/fullcalendar|preact/, 'FullCalendar'],
  [/supabase_client|supabase-js|postgrest|@supabase|_supabase_/, 'supabase-client and supabase-js'],
  [/styled-components/, 'styled-components'],
  [/tanstack/, 'react-query'],
  [/i18next/, 'i18next'],
  [/date-fns/, 'date-fns'],
  [/react-router/, 'react-router'],
  [/radix-ui|floating-ui|downshift/, 'Radix and overlays'],
  [/single-spa/, 'single-spa'],
  [/^shared-ui_/, 'shared-ui'],
];

/** The package a script URL belongs to, from the frontend's ports (shell, then the remotes in order). */
export function packageOf(url: string, shellPort: number): string {
  if (!url) return '(V8 and the browser)';
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return '(V8 and the browser)';
  }
  const offset = Number(parsed.port) - shellPort;
  const owner = offset === 0 ? 'shell' : REMOTE_NAMES[offset - 1];
  if (!owner) return parsed.host;
  const file = parsed.pathname.split('/').pop() ?? '';
  // The shell provides the shared libraries to every remote: name the library, not the host.
  const library = LIBRARIES.find(([pattern]) => pattern.test(file))?.[1];
  if (library) return library;
  if (/^(main|remoteEntry)\.js$|__federation_expose|webpack_sharing/.test(file))
    return `${owner} (boot and federation)`;
  if (/^(vendors-)?node_modules_/.test(file)) return `${owner}: other libraries`;
  return `${owner} (own code)`;
}

interface ProfileNode {
  id: number;
  callFrame: { url: string; functionName: string };
}

interface TraceSummary {
  firstEventMs: number;
  busyMs: number;
  byKind: Record<string, number>;
  /** The trace events whose self time makes up 'other' (the largest six). */
  otherByName: Record<string, number>;
  byPackage: Record<string, number>;
}

/** Self time per kind and profiler time per package on the main frame's main thread, navigation → first event. */
export function summarise(events: TraceEvent[], firstEventMs: number, shellPort: number): TraceSummary {
  const threadNames = new Map<string, string>();
  for (const event of events)
    if (event.ph === 'M' && event.name === 'thread_name')
      threadNames.set(`${event.pid}:${event.tid}`, event.args?.name ?? '');
  // The renderer that committed the navigation: the last navigationStart on a renderer's main thread.
  const starts = events.filter(
    (event) =>
      event.name === 'navigationStart' && threadNames.get(`${event.pid}:${event.tid}`) === 'CrRendererMain',
  );
  const start = starts.at(-1);
  if (!start) throw new Error('the trace has no navigationStart on a renderer main thread');
  const thread = `${start.pid}:${start.tid}`;
  const from = start.ts;
  const to = from + firstEventMs * 1000;

  // Self time: each complete event's duration less its children's (events nest on one thread).
  const complete = events
    .filter(
      (event) =>
        event.ph === 'X' && `${event.pid}:${event.tid}` === thread && event.ts >= from && event.ts < to,
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const byKind: Record<string, number> = {};
  const otherByName: Record<string, number> = {};
  const stack: Array<{ end: number; kind: string; name: string; self: number }> = [];
  const close = (until: number) => {
    while (stack.length > 0 && stack.at(-1)!.end <= until) {
      const done = stack.pop()!;
      byKind[done.kind] = (byKind[done.kind] ?? 0) + done.self;
      if (done.kind === 'other') otherByName[done.name] = (otherByName[done.name] ?? 0) + done.self;
    }
  };
  let busy = 0;
  for (const event of complete) {
    const dur = Math.min(event.dur ?? 0, to - event.ts);
    close(event.ts);
    const parent = stack.at(-1);
    if (parent) parent.self -= dur;
    else busy += dur;
    stack.push({ end: event.ts + dur, kind: kindOf(event.name), name: event.name, self: dur });
  }
  close(Number.POSITIVE_INFINITY);

  // The sampling profiler: each sample's time (until the next sample) to the package of the function it was
  // in, for the samples taken between navigation and the first event.
  const byPackage: Record<string, number> = {};
  const nodes = new Map<number, { url: string; functionName: string }>();
  let sampleAt = Number.NaN;
  let previous: { at: number; nodeId: number } | undefined;
  const credit = (until: number) => {
    if (!previous || previous.at < from || previous.at >= to) return;
    const callFrame = nodes.get(previous.nodeId);
    if (!callFrame || /^\((idle|program|garbage collector|root)\)$/.test(callFrame.functionName)) return;
    const name = packageOf(callFrame.url, shellPort);
    byPackage[name] = (byPackage[name] ?? 0) + Math.min(until, to) - previous.at;
  };
  for (const event of events) {
    if (event.pid !== start.pid || (event.name !== 'Profile' && event.name !== 'ProfileChunk')) continue;
    const data = event.args?.data as
      | {
          startTime?: number;
          cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
          timeDeltas?: number[];
        }
      | undefined;
    if (event.name === 'Profile') {
      sampleAt = data?.startTime ?? event.ts;
      continue;
    }
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node.callFrame);
    const deltas = data?.timeDeltas ?? [];
    (data?.cpuProfile?.samples ?? []).forEach((nodeId, index) => {
      sampleAt += deltas[index] ?? 0;
      credit(sampleAt);
      previous = { at: sampleAt, nodeId };
    });
  }
  credit(to);
  const ms = (value: number) => Math.round(value / 100) / 10;
  return {
    firstEventMs: Math.round(firstEventMs),
    busyMs: ms(busy),
    byKind: Object.fromEntries(Object.entries(byKind).map(([kind, value]) => [kind, ms(value)])),
    otherByName: Object.fromEntries(
      Object.entries(otherByName)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([name, value]) => [name, ms(value)]),
    ),
    byPackage: Object.fromEntries(
      Object.entries(byPackage)
        .sort((a, b) => b[1] - a[1])
        .map(([name, value]) => [name, ms(value)]),
    ),
  };
}

async function traceOnce(
  browser: Browser,
  page: Page,
  url: string,
  shellPort: number,
): Promise<TraceSummary> {
  await browser.startTracing(page, { categories: CATEGORIES.split(',') });
  const firstEventMs = await toFirst(page, url, APP_EVENT);
  const buffer = await browser.stopTracing();
  const trace = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  return summarise(Array.isArray(trace) ? trace : trace.traceEvents, firstEventMs, shellPort);
}

export interface TraceBench {
  runs: number;
  firstEventMs: number;
  busyMs: number;
  byKind: Record<string, number>;
  otherByName: Record<string, number>;
  byPackage: Record<string, number>;
}

/** `runs`: traced navigations (npm test's smoke run takes 1). */
export async function benchTrace(app: RunningApp, browser: Browser, runs = RUNS): Promise<TraceBench> {
  const context = await browser.newContext();
  await context.addInitScript(() => window.localStorage.setItem('i18nextLng', 'en'));
  const page = await context.newPage();
  await signIn(page, app);
  const url = app.url('/dashboard/calendar');
  // The code in the HTTP cache (the daily case): the calendar seen once, then each traced navigation.
  await toFirst(page, url, APP_EVENT);
  await page.waitForLoadState('networkidle');
  const shellPort = Number(new URL(app.url('/')).port);
  const summaries: TraceSummary[] = [];
  for (let run = 0; run < runs; run++) summaries.push(await traceOnce(browser, page, url, shellPort));
  await context.close();
  const medianOf = (pick: (summary: TraceSummary) => Record<string, number>) => {
    const names = new Set(summaries.flatMap((summary) => Object.keys(pick(summary))));
    return Object.fromEntries(
      [...names]
        .map((name) => [name, median(summaries.map((summary) => pick(summary)[name] ?? 0))] as const)
        .sort((a, b) => b[1] - a[1]),
    );
  };
  return {
    runs,
    firstEventMs: median(summaries.map((summary) => summary.firstEventMs)),
    busyMs: median(summaries.map((summary) => summary.busyMs)),
    byKind: medianOf((summary) => summary.byKind),
    otherByName: medianOf((summary) => summary.otherByName),
    byPackage: medianOf((summary) => summary.byPackage),
  };
}

export function printTrace(result: TraceBench): void {
  console.log(
    `First screen, code cached: navigation → first calendar event ${result.firstEventMs} ms, main thread busy ` +
      `${result.busyMs} ms (medians of ${result.runs} traces)`,
  );
  console.log('By kind of work (self time, ms)');
  console.table(result.byKind);
  console.log("'other', by trace event (self time, ms)");
  console.table(result.otherByName);
  console.log('Script time by package (V8 sampling profiler, ms)');
  console.table(result.byPackage);
}

if (require.main === module) runStandalone(4490, benchTrace, printTrace);
