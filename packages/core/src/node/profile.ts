// `tessera build --profile`: the build runs again in a child process under V8's CPU profiler
// (`--cpu-prof`, which writes one profile per thread: the main thread, the compile threads, the
// render threads), and the profiles are summed up by thread and by package, so where the CPU time
// goes is a table, not a guess. The .cpuprofile files open in Chrome DevTools (Performance tab).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { log } from './logger';

/** Runs `tessera <args>` profiled; resolves with its exit code once the summary is written. */
export async function runProfiled(args: string[], siteDir: string): Promise<number> {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const dir = path.join(siteDir, '.tessera', 'profiles', `build-${stamp}`);
  fs.mkdirSync(dir, { recursive: true });
  const code = await new Promise<number>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [...process.execArgv, '--cpu-prof', `--cpu-prof-dir=${dir}`, process.argv[1]!, ...args],
      { stdio: 'inherit' },
    );
    child.on('error', reject);
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
  });
  const summary = summarizeProfiles(dir);
  fs.writeFileSync(path.join(dir, 'summary.txt'), `${summary}\n`);
  log.info(`CPU profiles of every thread in ${path.relative(process.cwd(), dir)}:\n${summary}`);
  return code;
}

interface ProfileNode {
  id: number;
  callFrame: { url: string; lineNumber: number; functionName: string };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const TOP = 12;

/** Self time per thread kind and per package (or source file), largest first. */
export function summarizeProfiles(dir: string): string {
  const byThread = new Map<
    string,
    { threads: number; total: number; parts: Map<string, number> }
  >();
  const bundles = new BundleModules();
  for (const name of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.cpuprofile'))
    .sort()) {
    const profile = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as CpuProfile;
    const kind = threadKind(name, profile);
    const entry = byThread.get(kind) ?? { threads: 0, total: 0, parts: new Map() };
    byThread.set(kind, entry);
    entry.threads += 1;
    // Each node is attributed once; a profile has far more samples than nodes.
    const partOfNode = new Map(profile.nodes.map((n) => [n.id, partOf(n.callFrame, bundles)]));
    profile.samples.forEach((id, i) => {
      const ms = (profile.timeDeltas[i] ?? 0) / 1000;
      const part = partOfNode.get(id)!;
      entry.total += ms;
      entry.parts.set(part, (entry.parts.get(part) ?? 0) + ms);
    });
  }
  const sections = [...byThread].map(([kind, { threads, total, parts }]) => {
    const rows = [...parts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP)
      .map(
        ([part, ms]) =>
          `    ${(ms / 1000).toFixed(2).padStart(7)} s ${((100 * ms) / total).toFixed(1).padStart(5)} %  ${part}`,
      );
    const label = `${kind}${threads > 1 ? ` (${threads} threads)` : ''}`;
    return [`  ${label}: ${(total / 1000).toFixed(1)} s sampled`, ...rows].join('\n');
  });
  return sections.join('\n');
}

/** The main thread's profile is thread 0; a worker is named by the engine file it runs. */
function threadKind(fileName: string, profile: CpuProfile): string {
  if (/\.\d+\.0\.\d+\.cpuprofile$/.test(fileName)) return 'main thread';
  const urls = profile.nodes.map((n) => n.callFrame.url);
  if (urls.some((u) => u.endsWith('/mdxWorker.mjs'))) return 'compile threads';
  if (urls.some((u) => u.endsWith('/render/worker.mjs'))) return 'render threads';
  return 'other threads';
}

/** A package name, an engine source file, or what V8 calls samples outside JavaScript. */
function partOf(frame: ProfileNode['callFrame'], bundles: BundleModules): string {
  const { url, functionName } = frame;
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node internals';
  const file = url.startsWith('file://') ? decodeURIComponent(new URL(url).pathname) : url;
  return packageOf(bundles.moduleAt(file, frame.lineNumber) ?? file);
}

function packageOf(file: string): string {
  const at = file.lastIndexOf('node_modules/');
  if (at < 0) return path.relative(process.cwd(), file) || file;
  const [scope, name] = file.slice(at + 'node_modules/'.length).split('/');
  return scope!.startsWith('@') ? `${scope}/${name}` : scope!;
}

/**
 * esbuild marks where each module starts in a bundle it did not minify (`// node_modules/x/y.js`):
 * the MDX pipeline's prebuilt bundle is attributed to the packages inside it, not to one file.
 */
class BundleModules {
  private starts = new Map<string, Array<{ line: number; module: string }> | null>();

  moduleAt(file: string, line: number): string | undefined {
    if (!this.starts.has(file)) this.starts.set(file, readModuleStarts(file));
    const starts = this.starts.get(file);
    if (!starts) return undefined;
    let found: string | undefined;
    for (const start of starts) {
      if (start.line > line) break;
      found = start.module;
    }
    return found;
  }
}

function readModuleStarts(file: string): Array<{ line: number; module: string }> | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  const starts: Array<{ line: number; module: string }> = [];
  text.split('\n').forEach((line, index) => {
    const m = /^\/\/ ((?:\.\.\/)*[\w@.-]+\/[\w@./-]+\.[cm]?[jt]sx?)$/.exec(line);
    if (m) starts.push({ line: index, module: m[1]! });
  });
  return starts.length > 2 ? starts : null;
}
