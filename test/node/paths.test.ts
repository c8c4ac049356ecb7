// Engine-level unit tests run with node:test under tsx (the engine's ESM-only dependencies load natively).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  normalizeRoutePath,
  applyTrailingSlash,
  routeManifestFile,
  htmlFileForRoute,
  isExternalUrl,
  joinUrl,
  stripHtmlSuffix,
} from '../../packages/core/src/shared/paths';

test('normalizeRoutePath folds trailing slashes and .html suffixes into one key', () => {
  for (const p of [
    '/docs/intro',
    '/docs/intro/',
    '/docs/intro.html',
    '/docs/intro/index.html',
    '/docs/intro#x',
    '/docs/intro?q=1',
  ]) {
    assert.equal(normalizeRoutePath(p), '/docs/intro');
  }
  assert.equal(normalizeRoutePath('/'), '/');
  assert.equal(normalizeRoutePath('/index.html'), '/');
});

test('applyTrailingSlash follows the site option and keeps hashes', () => {
  assert.equal(applyTrailingSlash('/a', true), '/a/');
  assert.equal(applyTrailingSlash('/a/#h', false), '/a#h');
  assert.equal(applyTrailingSlash('/a', undefined), '/a');
  assert.equal(applyTrailingSlash('/', false), '/');
});

test('stripHtmlSuffix drops .html and index.html, then applies the trailing-slash policy', () => {
  assert.equal(stripHtmlSuffix('/about.html', undefined), '/about');
  assert.equal(stripHtmlSuffix('/about/index.html', undefined), '/about/');
  assert.equal(stripHtmlSuffix('/index.html', undefined), '/');
  assert.equal(stripHtmlSuffix('/about.html', true), '/about/');
  assert.equal(stripHtmlSuffix('/about/index.html', false), '/about');
  assert.equal(stripHtmlSuffix('/index.html', false), '/');
  assert.equal(stripHtmlSuffix('/docs/api/core/spring.html', false), '/docs/api/core/spring');
  // Only a whole `index.html` segment is an index; other paths are left alone.
  assert.equal(stripHtmlSuffix('/reindex.html', undefined), '/reindex');
  assert.equal(stripHtmlSuffix('/docs/intro', true), '/docs/intro');
  assert.equal(stripHtmlSuffix('/docs/', false), '/docs/');
});

test('route manifest and HTML file locations', () => {
  assert.equal(routeManifestFile('/', '/'), '__routes/_index.json');
  assert.equal(routeManifestFile('/docs/intro/', '/'), '__routes/docs/intro.json');
  assert.equal(routeManifestFile('/base/docs', '/base/'), '__routes/docs.json');
  assert.equal(htmlFileForRoute('/docs/intro', '/', undefined), 'docs/intro/index.html');
  assert.equal(htmlFileForRoute('/docs/intro', '/', false), 'docs/intro.html');
  assert.equal(htmlFileForRoute('/', '/', false), 'index.html');
});

test('external URLs and joining', () => {
  assert.equal(isExternalUrl('https://x.dev'), true);
  assert.equal(isExternalUrl('//cdn.x.dev/a.js'), true);
  assert.equal(isExternalUrl('/docs'), false);
  assert.equal(joinUrl('https://x.dev/', '/docs/'), 'https://x.dev/docs/');
});
