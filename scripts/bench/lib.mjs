// Shared helpers of the benchmark: child processes (tracked, killed on exit and Ctrl-C),
// process-tree memory sampling and CPU time, timed runs with medians, ports, HTTP polling, formatting.
import { execFileSync, spawn } from 'node:child_process';
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

/** Resident memory of a process and all its descendants, in bytes (`skipRoot`: not `pid`'s own). */
export function treeRss(pid, { skipRoot = false } = {}) {
  let total = 0;
  for (const p of processTree(pid)) {
    if (skipRoot && p === pid) continue;
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

const trashDir = path.join(root, '.bench', 'trash');
let trashCount = 0;

/**
 * Clears a path for a cold run without deleting it then: it is moved into .bench/trash, which is
 * emptied when the benchmark ends. Files created right after thousands were deleted took this
 * machine's ext4 (mounted with online discard) up to 15 times longer to write (1,500 small
 * files: 284 ms against 19 ms elsewhere on the disk), so a build started just after removing the
 * previous output was charged for the removal. Every tool's cold runs are cleared this way.
 */
export function setAside(target) {
  if (!fs.existsSync(target)) return;
  if (trashCount === 0) onCleanup(() => fs.rmSync(trashDir, { recursive: true, force: true }));
  fs.mkdirSync(trashDir, { recursive: true });
  try {
    fs.renameSync(target, path.join(trashDir, `${process.pid}-${trashCount++}`));
  } catch (error) {
    // On another file system (a temporary folder): removed as before.
    if (error.code !== 'EXDEV') throw error;
    fs.rmSync(target, { recursive: true, force: true });
  }
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

// CPU time (user + system) of a command and everything it starts comes from the kernel's
// accounting of reaped children (getrusage RUSAGE_CHILDREN), not from summing utime + stime in
// /proc/<pid>/stat over the live tree: a process that exits between two samples would be missed
// (or counted only up to its last sample), while a reaped process hands its whole CPU time,
// threads included, to its parent, and so on up to the wrapper. `bash -c '…; times'` or
// `/usr/bin/time` alone still miss a process whose parent never waits for it: esbuild's service
// outlives `tessera build` (it exits when the build's end closes its pipe) and is adopted by
// init, taking about 1 s of a 200-doc build's 17 s of CPU with it. So the command runs under a
// small Python wrapper that makes itself a child subreaper (prctl PR_SET_CHILD_SUBREAPER):
// orphans of the tree are adopted by it, it reaps them (waiting up to ORPHAN_GRACE_S after the
// command ended), and its RUSAGE_CHILDREN holds them too. It writes its figures to fd 3.
const ORPHAN_GRACE_S = 10;
const CPU_WRAPPER = `
import ctypes, json, os, resource, signal, sys, time
signal.signal(signal.SIGINT, signal.SIG_DFL)
report = os.fdopen(3, 'w')
os.set_inheritable(3, False)
try:
    subreaper = ctypes.CDLL(None, use_errno=True).prctl(36, 1, 0, 0, 0) == 0
except Exception:
    subreaper = False
started = time.monotonic()
try:
    pid = os.posix_spawnp(sys.argv[1], sys.argv[1:], os.environ,
                          setsigdef=(signal.SIGPIPE, signal.SIGXFSZ))
except OSError as error:
    print(f'{sys.argv[1]}: {error.strerror}', file=sys.stderr)
    sys.exit(127)
code, seconds, deadline = None, None, None
while True:
    try:
        done, status, _ = os.wait4(-1, os.WNOHANG if deadline else 0)
    except ChildProcessError:
        break
    if done == pid:
        seconds = time.monotonic() - started
        code = os.waitstatus_to_exitcode(status)
        deadline = time.monotonic() + ${ORPHAN_GRACE_S}
    elif done == 0:
        if time.monotonic() > deadline:
            break
        time.sleep(0.01)
try:
    with open(f'/proc/{os.getpid()}/task/{os.getpid()}/children') as f:
        left = len(f.read().split())
except OSError:
    left = 0
usage = resource.getrusage(resource.RUSAGE_CHILDREN)
json.dump({'code': code if code >= 0 else None,
           'signal': signal.Signals(-code).name if code < 0 else None,
           'seconds': seconds, 'user': usage.ru_utime, 'system': usage.ru_stime,
           'subreaper': subreaper, 'left': left}, report)
report.close()
sys.exit(code if code >= 0 else 128 - code)
`;

let wrapper;
/** How commands are run for their CPU time: the Python wrapper, else bash's `times`. */
function cpuWrapper() {
  if (wrapper) return wrapper;
  try {
    // The interpreter itself, not a version manager's shim script in front of it.
    const python = execFileSync('python3', ['-c', 'import sys; print(sys.executable)'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    wrapper = { command: python, args: ['-c', CPU_WRAPPER], parse: (text) => JSON.parse(text) };
  } catch {
    // Without Python: bash's `times` (children it reaped; a process orphaned on the way is lost).
    console.warn(
      '  · python3 not found: CPU time from bash `times`, which misses processes their parent never waited for (esbuild)',
    );
    wrapper = {
      command: 'bash',
      args: ['-c', '"$@"; code=$?; times >&3; exit $code', 'bash'],
      parse: (text) => {
        const [, um, us, sm, ss] = /^(\d+)m([\d.]+)s (\d+)m([\d.]+)s$/m.exec(
          text.trim().split('\n')[1] ?? '',
        );
        return { user: um * 60 + Number(us), system: sm * 60 + Number(ss) };
      },
    };
  }
  return wrapper;
}

/**
 * Runs a command to completion, sampling the resident memory of its process tree every 100 ms
 * and reading its CPU time (see CPU_WRAPPER). Resolves to { seconds, cpu, cpuUser, cpuSystem,
 * peakRss, code, output }; `cpu` is NaN when it could not be read.
 */
export async function measure(command, args, options = {}) {
  const started = performance.now();
  const w = cpuWrapper();
  const child = spawnTracked(w.command, [...w.args, command, ...args], {
    ...options,
    stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
  });
  let report = '';
  child.stdio[3].on('data', (d) => (report += d));
  let peakRss = 0;
  // The wrapper's own few MB are not the command's.
  const sample = () => (peakRss = Math.max(peakRss, treeRss(child.pid, { skipRoot: true })));
  sample();
  const timer = setInterval(sample, 100);
  const closed = await new Promise((resolve) =>
    child.on('close', (c, signal) => resolve(c ?? signal)),
  );
  clearInterval(timer);
  let r = null;
  try {
    r = w.parse(report);
  } catch {
    // the wrapper was killed before it reported
  }
  if (r?.left)
    console.warn(
      `  · ${r.left} process(es) of \`${path.basename(command)}\` still ran ${ORPHAN_GRACE_S} s after it ended: their CPU time is not counted`,
    );
  return {
    // The command's own run (the wrapper's start and the orphans' exit are not part of it).
    seconds: r?.seconds ?? (performance.now() - started) / 1000,
    cpu: r ? r.user + r.system : NaN,
    cpuUser: r?.user ?? NaN,
    cpuSystem: r?.system ?? NaN,
    peakRss,
    code: r?.code ?? r?.signal ?? closed,
    output: child.output,
  };
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

/**
 * Resolves once something accepts TCP connections on 127.0.0.1:`port` (no HTTP request is made,
 * so the server's first request is the one the caller makes next).
 */
export async function waitForPort(port, { child, timeoutMs = 120_000 } = {}) {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null))
      throw new Error(
        `the process exited (${child.exitCode ?? child.signalCode}) before port ${port} opened`,
      );
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await sleep(20);
  }
  throw new Error(`nothing listened on port ${port} within ${timeoutMs / 1000} s`);
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
