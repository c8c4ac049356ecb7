// What a build says while it runs and at its end: each phase's counts, one line per phase where
// no terminal shows a live status line (CI, a pipe), and `--profile`'s summary of the threads.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BuildProgress, addCounts } from '../../packages/core/src/node/buildProgress';
import { phaseTable } from '../../packages/core/src/node/build';
import { summarizeProfiles } from '../../packages/core/src/node/profile';
import { statusLine } from '../../packages/core/src/node/logger';

function captureLog(run: () => void): string[] {
  const lines: string[] = [];
  const original = console.log;
  console.log = (...args: unknown[]) => lines.push(args.join(' '));
  try {
    run();
  } finally {
    console.log = original;
  }
  return lines;
}

test('off a terminal, each phase prints one line with its time and what it counted', () => {
  const enabled = statusLine.enabled;
  statusLine.enabled = false;
  try {
    const progress = new BuildProgress();
    let counts: ReturnType<BuildProgress['endPhase']> = [];
    const lines = captureLog(() => {
      progress.startPhase('render');
      const pages = progress.counter('page|pages rendered', 1200);
      pages.add(25);
      pages.add(1175);
      progress.counter('kept from the previous build').add(0);
      counts = progress.endPhase({ wallMs: 3140, cpuMs: 5920, peakRss: 412e6 });
    });
    assert.equal(lines.length, 1);
    assert.match(
      lines[0]!,
      /render: 3\.1 s \(CPU 5\.9 s, memory 412 MB\), 1,200 pages rendered, 0 kept from the previous build$/,
    );
    assert.deepEqual(counts, [
      { noun: 'page|pages rendered', done: 1200 },
      { noun: 'kept from the previous build', done: 0 },
    ]);
  } finally {
    statusLine.enabled = enabled;
  }
});

test("the end-of-build table shows each phase's peak memory and counts, locales added up by what they count", () => {
  const counts = addCounts(
    [{ noun: 'Markdown file|files', done: 600 }],
    [
      { noun: 'Markdown file|files', done: 601 },
      { noun: 'compiled (not cached)', done: 3 },
    ],
  );
  const table = phaseTable({
    timings: {
      mdx: { wallMs: 6900, cpuMs: 12100, peakRss: 388e6, counts },
      swap: { wallMs: 100, cpuMs: 50 },
    },
    peakMemory: 431e6,
  });
  const lines = table.split('\n');
  assert.match(
    lines[1]!,
    /^ {2}mdx +6\.9 s +12\.1 s +388 MB {3}1,201 Markdown files, 3 compiled \(not cached\)$/,
  );
  assert.match(lines[2]!, /^ {2}swap +0\.1 s +0\.1 s$/);
});

test('--profile sums self time by thread and package, reading package names inside a bundle', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-profile-'));
  try {
    const bundle = path.join(dir, 'pipeline.mjs');
    // An unminified esbuild bundle: a comment names the module each part comes from.
    fs.writeFileSync(
      bundle,
      [
        '// node_modules/micromark/lib/parse.js',
        'function parse() {}',
        '',
        '// node_modules/@mdx-js/mdx/lib/core.js',
        'function core() {}',
        '',
        '// packages/mdx/src/compile.ts',
        'function compile() {}',
      ].join('\n'),
    );
    const frame = (id: number, url: string, lineNumber: number, functionName = 'f') => ({
      id,
      callFrame: { url, lineNumber, functionName },
    });
    const worker = {
      nodes: [
        frame(1, '', -1, '(root)'),
        frame(2, 'file:///x/mdxWorker.mjs', 3),
        frame(3, `file://${bundle}`, 1),
        frame(4, `file://${bundle}`, 4),
        frame(5, '', -1, '(garbage collector)'),
      ],
      samples: [3, 3, 3, 4, 5, 2],
      timeDeltas: [1000, 1000, 1000, 1000, 2000, 1000],
    };
    const main = {
      nodes: [frame(1, 'file:///site/node_modules/webpack/lib/Compiler.js', 10)],
      samples: [1, 1],
      timeDeltas: [4000, 4000],
    };
    fs.writeFileSync(path.join(dir, 'CPU.20261124.1.42.0.001.cpuprofile'), JSON.stringify(main));
    fs.writeFileSync(path.join(dir, 'CPU.20261124.1.42.1.002.cpuprofile'), JSON.stringify(worker));
    fs.writeFileSync(path.join(dir, 'CPU.20261124.1.42.2.003.cpuprofile'), JSON.stringify(worker));
    const summary = summarizeProfiles(dir).split('\n');
    assert.equal(summary[0], '  main thread: 0.0 s sampled');
    assert.match(summary[1]!, /^ +0\.01 s +100\.0 % {2}webpack$/);
    assert.equal(summary[2], '  compile threads (2 threads): 0.0 s sampled');
    assert.match(summary[3]!, /^ +0\.01 s +42\.9 % {2}micromark$/);
    assert.match(summary[4]!, /^ +0\.00 s +28\.6 % {2}\(garbage collector\)$/);
    assert.ok(summary.some((line) => /14\.3 % {2}@mdx-js\/mdx$/.test(line)));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
