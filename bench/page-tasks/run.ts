// Where a page's load spends the browser's main thread, task by task: each address opened in
// Debian's Chromium with the CPU slowed down (PAGE_TASKS_RATE, default 4, as Lighthouse's mobile
// preset), a CPU profile of the load, and for every long task (50 ms or more, the tasks that make
// the total blocking time) the functions that took its time, by self time and inclusive. With
// React's unminified build (`NO_MINIFY=1` in the web build's environment, vite.config.ts) the
// names are React's own (commitRoot, flushPassiveEffects…). Then the median over the loads of
// the total blocking time and of the script time. Decision 301 was found with it.
//
// Usage: npm run page-tasks -w bench -- http://127.0.0.1:3000/fort-collins [more addresses]
// against a running server (`npm start`). Environment: PAGE_TASKS_RATE, PAGE_TASKS_LOADS (the
// loads per address, default 5; the first one's long tasks are printed), CHROME_PATH
// (default /usr/bin/chromium). A benchmark, not a test: it exits 0 whatever it finds.
import { chromium, type Page } from 'playwright-core';

const RATE = Number(process.env.PAGE_TASKS_RATE ?? 4) || 4;
const LOADS = Math.max(1, Number(process.env.PAGE_TASKS_LOADS ?? 5) || 5);
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const MARKER = 'pageTasksClockMarker';
/** Run in the page before its own scripts: the long tasks as they come, and the clock marker. */
const INIT_SCRIPT = `
  window.pageTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.pageTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  window.${MARKER} = function ${MARKER}() {
    const at = performance.now();
    while (performance.now() - at < 6);
    return at;
  };
`;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}
interface Load {
  longTasks: [start: number, duration: number][];
  profile: Profile;
  /** The profile's clock minus the page's performance.now(), ms. */
  offset: number;
}

async function load(page: Page, url: string): Promise<Load> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'load' });
  // What happens after `load` (effects, the first requests' answers) counts too.
  await page.waitForTimeout(3000);
  // A busy function of known name at a known performance.now(): it ties the two clocks.
  const markedAt = await page.evaluate((name) => (window as unknown as Record<string, () => number>)[name]!(), MARKER);
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  const longTasks = await page.evaluate(() => (window as unknown as { pageTasks: [number, number][] }).pageTasks);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  let t = profile.startTime;
  const times = profile.timeDeltas.map((d) => (t += d));
  const marked = profile.samples.findIndex((s) => byId.get(s)!.callFrame.functionName === MARKER);
  await cdp.detach();
  return { longTasks, profile, offset: marked >= 0 ? times[marked]! / 1000 - markedAt : NaN };
}

const label = (n: ProfileNode) =>
  `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.replace(/^.*\//, '')}:${n.callFrame.lineNumber}`;
const top = (m: Map<string, number>, k: number) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, k)
    .map(([name, us]) => `${name} ${(us / 1000).toFixed(1)}`)
    .join(' | ');

/** Each long task's functions, by self time and inclusive, ms (at the slowed-down CPU). */
function describeTasks({ longTasks, profile, offset }: Load): string[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  let t = profile.startTime;
  const times = profile.timeDeltas.map((d) => (t += d));
  return longTasks.map(([start, duration]) => {
    const from = (start + offset) * 1000;
    const to = (start + duration + offset) * 1000;
    const self = new Map<string, number>();
    const inclusive = new Map<string, number>();
    for (let i = 0; i < profile.samples.length; i++) {
      if (times[i]! < from || times[i]! > to) continue;
      const dt = (times[i + 1] ?? times[i]!) - times[i]!;
      const node = byId.get(profile.samples[i]!)!;
      self.set(label(node), (self.get(label(node)) ?? 0) + dt);
      const seen = new Set<string>();
      for (let id: number | undefined = node.id; id !== undefined; id = parent.get(id)) {
        const name = label(byId.get(id)!);
        if (!seen.has(name)) inclusive.set(name, (inclusive.get(name) ?? 0) + dt);
        seen.add(name);
      }
    }
    return `  long task at ${start.toFixed(0)} ms, ${duration.toFixed(0)} ms\n    self: ${top(self, 8)}\n    inclusive: ${top(inclusive, 12)}`;
  });
}

/** Script time of the load (samples in a script's functions), ms at the slowed-down CPU. */
function scriptMs({ profile }: Load): number {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  let total = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    if (byId.get(profile.samples[i]!)!.callFrame.url) total += profile.timeDeltas[i + 1] ?? 0;
  }
  return total / 1000;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const urls = process.argv.slice(2);
if (urls.length === 0) {
  console.error('Usage: npm run page-tasks -w bench -- <address> [more addresses] (a running server)');
  process.exit(2);
}
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox'] });
try {
  console.log(`CPU slowed down ${RATE}×, ${LOADS} load(s) per address (Chromium ${browser.version()})`);
  for (const url of urls) {
    const blocking: number[] = [];
    const scripts: number[] = [];
    for (let i = 0; i < LOADS; i++) {
      // A fresh page (cache and storage of a first visit) each time, as Lighthouse loads it.
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      // A script in a string: tsx would wrap a function's inner functions in a helper the page lacks.
      await page.addInitScript(INIT_SCRIPT);
      const result = await load(page, url);
      blocking.push(result.longTasks.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0));
      scripts.push(scriptMs(result));
      if (i === 0) {
        console.log(`\n${url}: ${result.longTasks.length} long task(s) in the first load`);
        for (const line of describeTasks(result)) console.log(line);
      }
      await context.close();
    }
    const list = (xs: number[]) => xs.map((x) => x.toFixed(0)).join(', ');
    console.log(
      `${url}: blocking time median ${median(blocking).toFixed(0)} ms (${list(blocking)}); script time median ${median(scripts).toFixed(0)} ms (${list(scripts)})`,
    );
  }
} finally {
  await browser.close();
}
