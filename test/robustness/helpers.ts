// Shared by the robustness tests (node:test): fixture copies, the CLI, servers.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CLI = path.join(ROOT, 'packages/core/bin/tessera.mjs');

export function copyFixture(fixture: string, name: string): string {
  const from = path.join(ROOT, 'test/fixtures', fixture);
  const target = path.join(ROOT, 'test/.tmp', name);
  fs.rmSync(target, { recursive: true, force: true });
  fs.cpSync(from, target, {
    recursive: true,
    filter: (src) => !/[/\\](build|\.tessera)([/\\]|$)/.test(src.slice(from.length)),
  });
  return target;
}

export function build(
  dir: string,
  extra: string[] = [],
): { status: number | null; output: string } {
  const r = spawnSync(process.execPath, [CLI, 'build', dir, ...extra], {
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  return { status: r.status, output: r.stdout + r.stderr };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

export async function serve(dir: string): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [CLI, 'serve', dir, '--port', String(port)], {
    stdio: 'ignore',
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    try {
      await fetch(url + '/');
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return { url, stop: () => process.kill(-child.pid!, 'SIGTERM') };
}

/** Writes a file under a site folder, creating its parent folders. */
export function write(dir: string, file: string, content: string | Buffer): void {
  const abs = path.join(dir, file);
  fs.mkdirSync(path.dirname(abs), { recursive: true });
  fs.writeFileSync(abs, content);
}

/** sha256 of every file under a folder, by relative path (sorted), for byte-for-byte comparisons. */
export function hashTree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (current: string) => {
    for (const entry of fs
      .readdirSync(current, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const abs = path.join(current, entry.name);
      if (entry.isDirectory()) walk(abs);
      else
        out[path.relative(dir, abs)] = createHash('sha256')
          .update(fs.readFileSync(abs))
          .digest('hex');
    }
  };
  walk(dir);
  return out;
}

export interface DevServer {
  url: string;
  /** Everything the server printed (stdout and stderr) so far. */
  output(): string;
  /** True while the server process runs. */
  alive(): boolean;
  stop(): Promise<void>;
}

/** Starts `tessera start <dir>` on a free port of 127.0.0.1 and waits until it answers. */
export async function startDev(dir: string, timeoutMs = 120_000): Promise<DevServer> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [CLI, 'start', dir, '--port', String(port), '--host', '127.0.0.1'],
    {
      cwd: ROOT,
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const url = `http://127.0.0.1:${port}`;
  const alive = () => child.exitCode === null && child.signalCode === null;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!alive()) throw new Error(`tessera start exited early (code ${child.exitCode}):\n${out}`);
    if (Date.now() > deadline)
      throw new Error(`tessera start did not answer within ${timeoutMs} ms:\n${out}`);
    const ok = await fetch(url + '/', { headers: { accept: 'text/html' } }).then(
      (r) => r.status < 500,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    output: () => out,
    alive,
    stop: async () => {
      if (!alive()) return;
      const exited = new Promise((r) => child.once('exit', r));
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // already gone
      }
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    },
  };
}
