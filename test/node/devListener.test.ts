// The dev server listens before webpack is set up (dev/listener.ts): until webpack-dev-server
// has started, only the early handlers answer and every other request waits for it; then it
// answers everything on the same port.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { DevListener, type EarlyHandler } from '../../packages/core/src/node/dev/listener';
import { earlyStaticFiles } from '../../packages/core/src/node/dev/staticFiles';

const HOST = '127.0.0.1';

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, HOST, resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Answers `/early` with "early"; passes everything else on. */
const early: EarlyHandler = (req, res, next) => {
  if (req.url !== '/early') return next();
  res.end('early');
};

/** The body of a GET, or 'pending' if none came within `ms`. */
async function bodyWithin(url: string, ms: number): Promise<string> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(ms) });
    return await res.text();
  } catch {
    return 'pending';
  }
}

test('before webpack-dev-server starts, the early handlers answer and the rest waits for it', async () => {
  const listener = new DevListener([early]);
  const port = await freePort();
  await listener.listen(HOST, port);
  const base = `http://${HOST}:${port}`;
  try {
    assert.equal(await bodyWithin(`${base}/early`, 2000), 'early');
    const waiting = fetch(`${base}/main.js`, { signal: AbortSignal.timeout(5000) }).then((res) =>
      res.text(),
    );
    assert.equal(await bodyWithin(`${base}/other`, 300), 'pending');
    const app = (_req: unknown, res: { end(body: string): void }) => res.end('app');
    const server = listener.handOver({}, app as never);
    // webpack-dev-server calls listen on the server it gets: already listening, it calls back.
    await new Promise<void>((resolve) => server.listen({ host: HOST, port }, resolve));
    assert.equal(await bodyWithin(`${base}/other`, 300), 'pending');
    listener.started();
    assert.equal(await waiting, 'app');
    assert.equal(await bodyWithin(`${base}/early`, 2000), 'app');
  } finally {
    listener.close();
  }
});

test('the static folders are served before webpack-dev-server starts; what they lack waits for it', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-dev-static-'));
  fs.mkdirSync(path.join(dir, 'img'));
  fs.writeFileSync(path.join(dir, 'img', 'logo one.svg'), '<svg/>');
  fs.writeFileSync(path.join(os.tmpdir(), 'tessera-outside.txt'), 'outside');
  const listener = new DevListener([earlyStaticFiles([dir], '/base/')]);
  const port = await freePort();
  await listener.listen(HOST, port);
  const base = `http://${HOST}:${port}`;
  try {
    const logo = await fetch(`${base}/base/img/logo%20one.svg`, {
      signal: AbortSignal.timeout(2000),
    });
    assert.equal(logo.status, 200);
    assert.equal(await logo.text(), '<svg/>');
    assert.match(logo.headers.get('content-type') ?? '', /svg/);
    assert.equal(await bodyWithin(`${base}/base/img/missing.svg`, 300), 'pending');
    assert.equal(
      await bodyWithin(`${base}/img/logo%20one.svg`, 300),
      'pending',
      'outside the base URL',
    );
    assert.equal(await bodyWithin(`${base}/base/..%2Ftessera-outside.txt`, 300), 'pending');
  } finally {
    listener.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a port in use is named, with what to do', async () => {
  const port = await freePort();
  const other = net.createServer();
  await new Promise<void>((resolve) => other.listen(port, HOST, resolve));
  try {
    await assert.rejects(new DevListener([]).listen(HOST, port), {
      message: `Port ${port} on ${HOST} is in use by another program: stop it, or start on another port (--port).`,
    });
  } finally {
    other.close();
  }
});

test('webpack-dev-server takes the listening server and answers on its port', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-dev-listener-'));
  fs.writeFileSync(path.join(dir, 'entry.js'), 'console.log("entry");\n');
  const compiler = webpack({
    mode: 'development',
    context: dir,
    entry: './entry.js',
    output: { path: path.join(dir, 'out'), filename: 'main.js' },
    devtool: false,
    infrastructureLogging: { level: 'none' },
  });
  const listener = new DevListener([early]);
  const port = await freePort();
  await listener.listen(HOST, port);
  const base = `http://${HOST}:${port}`;
  const script = fetch(`${base}/main.js`, { signal: AbortSignal.timeout(20_000) }).then((res) =>
    res.text(),
  );
  const server = new WebpackDevServer(
    {
      host: HOST,
      port,
      server: listener.handOver,
      hot: false,
      liveReload: false,
      static: false,
      setupExitSignals: false,
      client: false,
    },
    compiler,
  );
  try {
    await server.start();
    listener.started();
    assert.match(await script, /console\.log\("entry"\)/);
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
