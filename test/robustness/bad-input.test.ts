// Issue #11, build side: every bad input of the table in cases.ts, one after another in one copy
// of the matrix site. The site is built once; then for each case: break -> `tessera build` ->
// exit code 1, one error that names the file (and line), says what to change, and shows no stack
// trace without --verbose -> build/ is byte for byte what the last successful build wrote -> fix.
// Empty and huge files are not errors: those builds succeed (and become the new reference).
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { CASES, expectedLine, prepareSite, type BadInputCase } from './cases';
import { build, hashTree } from './helpers';

const dir = prepareSite('rb-bad-input');
const out = path.join(dir, 'build');
/** sha256 of every file of build/ as the last successful build left it. */
let reference: Record<string, string>;

before(() => {
  const first = build(dir);
  assert.equal(first.status, 0, `the matrix site does not build:\n${first.output}`);
  reference = hashTree(out);
});

/** A stack frame line (`    at fn (file:1:2)`): none without --verbose. */
const STACK_LINE = /^\s+at \S.*(:\d+:\d+\)?|\(native\)|<anonymous>\)?)$/m;

for (const c of CASES) {
  test(`build: ${c.name} (${c.issue})`, () => {
    c.break(dir);
    let result: ReturnType<typeof build>;
    try {
      result = build(dir);
    } finally {
      c.fix(dir);
    }
    const { status, output } = result;
    assert.doesNotMatch(output, STACK_LINE, `a stack trace without --verbose:\n${output}`);
    assert.deepEqual(
      fs.readdirSync(dir).filter((f) => /^build\.(tmp|old)-/.test(f)),
      [],
      'temporary build folders left behind',
    );

    if (c.build === 'ok') {
      assert.equal(status, 0, `${c.name} is not an error, the build must succeed:\n${output}`);
      assert.doesNotMatch(output, /\[error\]/);
      const html = fs.readFileSync(path.join(out, 'matrix/index.html'), 'utf8');
      if (c.name === 'empty-files')
        assert.doesNotMatch(
          html,
          /Matrix page<\/h1>/,
          'the empty page still shows the old content',
        );
      if (c.name === 'huge-file') {
        assert.ok(html.length > 5 * 1024 * 1024, 'the 5 MB page lost content');
        assert.match(html, /Huge page/);
      }
      assertBuiltOutput(c);
      reference = hashTree(out);
      return;
    }

    assert.equal(status, 1, `expected exit code 1, got ${status}:\n${output}`);
    assert.equal(output.match(/\[error\]/g)?.length, 1, `expected one error:\n${output}`);
    const error = output.slice(output.indexOf('[error]'));
    assert.ok(error.includes(c.file), `the message does not name ${c.file}:\n${error}`);
    const line = expectedLine(c, dir);
    if (line)
      assert.ok(
        error.includes(`${c.file}:${line}`),
        `the message does not give ${c.file}:${line}:\n${error}`,
      );
    for (const piece of c.message) {
      if (typeof piece === 'string')
        assert.ok(error.includes(piece), `the message lacks "${piece}":\n${error}`);
      else assert.match(error, piece);
    }
    // The failed build left the previous output exactly as it was.
    assert.deepEqual(
      hashTree(out),
      reference,
      `${c.name}: build/ changed although the build failed`,
    );
  });
}

/** What a case that builds must have put into build/ (`builtHtml`, `builtFiles`). */
function assertBuiltOutput(c: BadInputCase) {
  const page = path.join(out, c.page.replace(/^\//, ''), 'index.html');
  const html = c.builtHtml ? fs.readFileSync(page, 'utf8') : '';
  for (const text of c.builtHtml?.has ?? [])
    assert.ok(html.includes(text), `${c.page} lacks ${JSON.stringify(text)}`);
  for (const text of c.builtHtml?.lacks ?? [])
    assert.ok(!html.includes(text), `${c.page} still shows ${JSON.stringify(text)}`);
  for (const [file, content] of Object.entries(c.builtFiles ?? {})) {
    const abs = path.join(out, file);
    assert.ok(fs.existsSync(abs), `build/${file} is missing`);
    assert.equal(fs.readFileSync(abs, 'utf8'), content, `build/${file} differs`);
  }
}

test('--verbose adds the stack trace', () => {
  const c = CASES.find((x) => x.name === 'plugin-throws')!;
  c.break(dir);
  let result: ReturnType<typeof build>;
  try {
    result = build(dir, ['--verbose']);
  } finally {
    c.fix(dir);
  }
  assert.equal(result.status, 1);
  assert.match(result.output, STACK_LINE);
  assert.deepEqual(hashTree(out), reference);
});

test('after all the cases, the fixed site builds again', () => {
  const r = build(dir);
  assert.equal(r.status, 0, r.output);
  for (const c of CASES) {
    if (c.name === 'duplicate-route') continue;
    const file = path.join(out, c.page.replace(/^\//, ''), 'index.html');
    assert.ok(fs.existsSync(file), `${c.page} was not built`);
  }
  const last = CASES[CASES.length - 1]!;
  const lastPage = path.join(out, last.page.replace(/^\//, ''), 'index.html');
  assert.ok(fs.readFileSync(lastPage, 'utf8').includes(last.fixedText));
});
