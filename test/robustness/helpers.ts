// Shared by the robustness tests (node:test): fixture copies, the CLI, servers.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
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
  fs.cpSync(from, target, { recursive: true, filter: (src) => !/[/\\](build|\.tessera)([/\\]|$)/.test(src.slice(from.length)) });
  return target;
}

export function build(dir: string): { status: number | null; output: string } {
  const r = spawnSync(process.execPath, [CLI, 'build', dir], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { status: r.status, output: r.stdout + r.stderr };
}

async function freePort(): Promise<number> {
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
  const child: ChildProcess = spawn(process.execPath, [CLI, 'serve', dir, '--port', String(port)], { stdio: 'ignore', detached: true });
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
