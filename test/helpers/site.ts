// Builds a fixture site with the real CLI and serves it on 127.0.0.1 for tests.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');
export const CLI = path.join(ROOT, 'packages/core/bin/tessera.mjs');

export interface CliResult {
  status: number | null;
  /** Set when the process was killed or crashed (status is then null). */
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export function runCli(args: string[], cwd = ROOT): CliResult {
  const result = spawnSync(process.execPath, [CLI, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
  });
  return {
    status: result.status,
    signal: result.signal,
    stdout: result.stdout,
    stderr: result.stderr,
  };
}

export function buildFixture(dir: string, extra: string[] = []): CliResult {
  const result = runCli(['build', dir, ...extra]);
  if (result.status !== 0)
    throw new Error(`Build of ${dir} failed:\n${result.stdout}\n${result.stderr}`);
  return result;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
  output(): string;
  /** The HTML of the first answer to `/` (the dev server's is its first paint, while compiling). */
  firstPage: string;
}

/** Asks for `/` until the server answers: its HTML, or a throw while it is not up. */
type Probe = (url: string) => Promise<{ status: number; html: string }>;

const fetchHome: Probe = async (url) => {
  const res = await fetch(url + '/', { headers: { accept: 'text/html' } });
  return { status: res.status, html: await res.text() };
};

/**
 * Starts `tessera serve` or `tessera start` and waits until it answers `probe` (default: a fetch
 * of `/`; a test may ask from the browser instead).
 */
export async function startServer(
  command: 'serve' | 'start',
  dir: string,
  probe: Probe = fetchHome,
): Promise<RunningServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [CLI, command, dir, '--port', String(port)], {
    cwd: ROOT,
    env: { ...process.env, FORCE_COLOR: '0' },
    detached: true,
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60000;
  let firstPage = '';
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${command} exited early:\n${out}`);
    try {
      const res = await probe(url);
      firstPage = res.html;
      if (res.status < 500) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    url,
    firstPage,
    output: () => out,
    stop: async () => {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // already gone
      }
      await new Promise((r) => setTimeout(r, 100));
    },
  };
}

export function readBuild(dir: string, file: string): string {
  return fs.readFileSync(path.join(dir, 'build', file), 'utf8');
}

/** Copies a fixture into test/.tmp/<name> (inside the repo, so packages resolve) for a test to modify. */
export function copyFixture(fixture: string, name: string): string {
  const target = path.join(ROOT, 'test/.tmp', name);
  fs.rmSync(target, { recursive: true, force: true });
  fs.cpSync(path.join(ROOT, 'test/fixtures', fixture), target, {
    recursive: true,
    filter: (src) =>
      !/[/\\](build|\.tessera)([/\\]|$)/.test(
        src.slice(path.join(ROOT, 'test/fixtures', fixture).length),
      ),
  });
  return target;
}

export function writeFile(dir: string, file: string, text: string | Buffer): void {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
}

/** Every file under a folder with its content, for before/after comparisons. */
export function snapshotDir(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const abs = path.join(current, entry.name);
      if (entry.isDirectory()) walk(abs);
      else out[path.relative(dir, abs)] = fs.readFileSync(abs, 'base64');
    }
  };
  walk(dir);
  return out;
}
