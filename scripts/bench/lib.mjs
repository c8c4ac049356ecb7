// Shared helpers of the benchmark: child processes (tracked, killed on exit and Ctrl-C),
// process-tree memory sampling, timed runs with medians, ports, HTTP polling, formatting.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const tesseraBin = `${root}/packages/core/bin/tessera.mjs`;
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];
/** A row whose first run is shorter than this is repeated (3 runs in all) and its median printed. */
export const SHORT_RUN_SECONDS = 30;

// ---------------------------------------------------------------- child processes and cleanup

const children = new Set();
const cleanups = [];

/** PIDs of `pid` and all its descendants (read from /proc, every thread's children). */
export function processTree(pid) {
  const seen = [];
  const queue = [pid];
  while (queue.length) {
    const p = queue.pop();
    seen.push(p);
    let tasks = [];
    try {
      tasks = fs.readdirSync(`/proc/${p}/task`);
    } catch {
      continue; // ended
    }
    for (const t of tasks) {
      try {
        const list = fs.readFileSync(`/proc/${p}/task/${t}/children`, 'utf8').trim();
        if (list) queue.push(...list.split(/\s+/).map(Number));
      } catch {
        // thread ended
      }
    }
  }
  return seen;
}

/** Resident memory of a process and all its descendants, in bytes. */
export function treeRss(pid) {
  let total = 0;
  for (const p of processTree(pid)) {
    try {
      total +=
        Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0) *
        1024;
    } catch {
      // ended between reads
    }
  }
  return total;
}

/** Start time of a process (field 22 of /proc/<pid>/stat), so a recycled PID is never signalled. */
function startTime(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return null;
  }
}

/** The tree of `pid` with each process's start time. */
const snapshotTree = (pid) =>
  processTree(pid)
    .map((p) => ({ pid: p, start: startTime(p) }))
    .filter((p) => p.start !== null);

function signalTree(snapshot, signal) {
  for (const { pid, start } of snapshot) {
    if (startTime(pid) !== start) continue; // ended (or the PID now belongs to another process)
    try {
      process.kill(pid, signal);
    } catch {
      // already gone
    }
  }
}

/** Stops a child we started and everything it started: `signal`, then SIGKILL after `graceMs`. */
export async function stopChild(child, { signal = 'SIGTERM', graceMs = 3000 } = {}) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const tree = snapshotTree(child.pid);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  signalTree(tree, signal);
  await Promise.race([exited, sleep(graceMs)]);
  // Whatever is left (a grandchild that outlived its parent, e.g. a detached Chromium) is killed by id.
  signalTree(tree, 'SIGKILL');
}

/** spawn(), tracked so the process tree is killed when the benchmark exits or is interrupted. */
export function spawnTracked(command, args, options = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  children.add(child);
  child.on('exit', () => children.delete(child));
  child.output = '';
  child.stdout?.on('data', (d) => (child.output += d));
  child.stderr?.on('data', (d) => (child.output += d));
  return child;
}

/** Registers work to undo on exit (restore an edited file, close a browser). */
export function onCleanup(fn) {
  cleanups.push(fn);
  return () => cleanups.splice(cleanups.indexOf(fn) >>> 0, 1);
}

let cleaningUp = false;
export async function cleanup() {
  if (cleaningUp) return;
  cleaningUp = true;
  for (const fn of cleanups.splice(0).reverse()) {
    try {
      await Promise.race([fn(), sleep(5000)]);
    } catch {
      // best effort
    }
  }
  await Promise.all([...children].map((c) => stopChild(c, { graceMs: 2000 })));
}

process.on('exit', () => {
  for (const c of children) signalTree(snapshotTree(c.pid), 'SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, async () => {
    console.error(`\n${signal}: stopping the benchmark and its child processes...`);
    await cleanup();
    process.exit(130);
  });
}

/** Prints what went wrong (with the child's output if any) and exits 1. */
export async function fail(message, output) {
  if (cleaningUp) return new Promise(() => undefined); // interrupted: the signal handler exits
  if (output) console.error(output.trimEnd());
  console.error(`\nbench: ${message}`);
  await cleanup();
  process.exit(1);
}

// ---------------------------------------------------------------- timed runs

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs a command to completion, sampling the resident memory of its process tree every 100 ms.
 * Resolves to { seconds, peakRss, code, output }.
 */
export async function measure(command, args, options = {}) {
  const started = performance.now();
  const child = spawnTracked(command, args, options);
  let peakRss = 0;
  const sample = () => (peakRss = Math.max(peakRss, treeRss(child.pid)));
  sample();
  const timer = setInterval(sample, 100);
  const code = await new Promise((resolve) =>
    child.on('close', (c, signal) => resolve(c ?? signal)),
  );
  clearInterval(timer);
  return { seconds: (performance.now() - started) / 1000, peakRss, code, output: child.output };
}

/**
 * Runs `run(i)` once, then again until there are `runs` results: `runs` is the --runs option, or 3
 * when the first run took less than SHORT_RUN_SECONDS (else 1). `run` resolves to an object
 * with `seconds`.
 */
export async function repeat(runs, run) {
  const results = [await run(0)];
  const total = runs ?? (results[0].seconds < SHORT_RUN_SECONDS ? 3 : 1);
  for (let i = 1; i < total; i++) results.push(await run(i));
  return results;
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** { median, values } of one field over runs. */
export const stat = (runs, key) => ({
  median: median(runs.map((r) => r[key])),
  values: runs.map((r) => r[key]),
});

// ---------------------------------------------------------------- network

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Polls `url` until `accept(response, body)` is true. Rejects when `child` exits first or after
 * `timeoutMs`.
 */
export async function waitForHttp(
  url,
  { child, timeoutMs = 120_000, accept = (res) => res.ok, headers = {} } = {},
) {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null))
      throw new Error(
        `the process exited (${child.exitCode ?? child.signalCode}) before ${url} answered`,
      );
    try {
      const res = await fetch(url, { headers, signal: AbortSignal.timeout(5000) });
      const body = await res.text();
      if (accept(res, body)) return body;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

// ---------------------------------------------------------------- files and formatting

export function walkFiles(dir, filter, out = []) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = `${dir}/${e.name}`;
    if (e.isDirectory()) walkFiles(full, filter, out);
    else if (filter(full)) out.push(full);
  }
  return out;
}

export const MB = 1024 * 1024;
export const fmt = {
  s: (n, digits = 1) => `${n.toFixed(digits)} s`,
  mb: (n) => (n >= 1024 * MB ? `${(n / 1024 / MB).toFixed(2)} GB` : `${Math.round(n / MB)} MB`),
  kb: (n) => `${(n / 1024).toFixed(1)} KB`,
  int: (n) => n.toLocaleString('en-US'),
  ratio: (n) => `${n.toFixed(2)}×`,
};
/** " [a b c]" with the single values of a repeated row, or "" for one run. */
export const values = (list, f) => (list.length > 1 ? `  [${list.map(f).join(', ')}]` : '');
