// Package-manager tabs: every <Tabs> whose TabItems are package managers (npm, yarn, pnpm, bun)
// must carry groupId="package-manager", so the theme's Tabs (theme/src/theme/Tabs with
// theme/src/hooks/useTabGroupChoice) keeps the reader's choice in localStorage and applies it to
// every such tab group, on this page, on other pages and in other browser tabs.
//
// Run as a script to add the attribute where it is missing (it rewrites only the `<Tabs …>` line):
//   node --import tsx test/docs/packageManagerTabs.ts [--check | --stdin]
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, listFiles } from './pages';

export const PACKAGE_MANAGER_GROUP = 'package-manager';
export const PACKAGE_MANAGERS = new Set(['npm', 'yarn', 'pnpm', 'bun']);
export const TAB_CONTENT_DIRS = ['content/docs', 'content/blog', 'content/learn'];

export interface TabsProblem {
  /** Path relative to the repository. */
  file: string;
  /** 1-based line of the `<Tabs` tag. */
  line: number;
  values: string[];
  groupId: string | null;
}

/** The `<Tabs>` opening tags of a page that hold package-manager TabItems without groupId="package-manager". */
export function packageManagerTabsProblems(source: string): Omit<TabsProblem, 'file'>[] {
  const lines = source.split('\n');
  const problems: Omit<TabsProblem, 'file'>[] = [];
  let fence: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i]!;
    const fenceMatch = /^\s*(`{3,}|~{3,})/.exec(text);
    if (fenceMatch) {
      if (fence === null) fence = fenceMatch[1]!;
      else if (
        fenceMatch[1]![0] === fence[0] &&
        fenceMatch[1]!.length >= fence.length &&
        /^\s*(`{3,}|~{3,})\s*$/.test(text)
      )
        fence = null;
      continue;
    }
    if (fence !== null || !/^\s*<Tabs(\s|>|$)/.test(text)) continue;
    const values = tabValues(lines, i);
    if (values.length < 2 || !values.every((value) => PACKAGE_MANAGERS.has(value))) continue;
    const groupId = /\bgroupId\s*=\s*(?:"([^"]*)"|'([^']*)'|\{\s*["']([^"']*)["']\s*\})/.exec(text);
    const current = groupId ? (groupId[1] ?? groupId[2] ?? groupId[3] ?? '') : null;
    if (current !== PACKAGE_MANAGER_GROUP) problems.push({ line: i + 1, values, groupId: current });
  }
  return problems;
}

/** The `value`s of the TabItems directly inside the Tabs opened on line `start` (nested Tabs skipped). */
function tabValues(lines: readonly string[], start: number): string[] {
  const values: string[] = [];
  let depth = 0;
  for (let i = start; i < lines.length; i++) {
    const text = lines[i]!;
    for (const match of text.matchAll(
      /<(\/?)Tabs\b|<TabItem\b[^>]*?\bvalue\s*=\s*(?:"([^"]*)"|'([^']*)')/g,
    )) {
      if (match[0].startsWith('<Tabs')) depth++;
      else if (match[0].startsWith('</Tabs')) {
        depth--;
        if (depth === 0) return values;
      } else if (depth === 1) values.push((match[2] ?? match[3] ?? '').trim().toLowerCase());
    }
  }
  return values;
}

/** The line with groupId="package-manager" set: replaces an existing groupId, or adds it after `<Tabs`. */
export function withPackageManagerGroup(tabsLine: string): string {
  const existing = /\bgroupId\s*=\s*(?:"[^"]*"|'[^']*'|\{\s*["'][^"']*["']\s*\})/;
  if (existing.test(tabsLine))
    return tabsLine.replace(existing, `groupId="${PACKAGE_MANAGER_GROUP}"`);
  return tabsLine.replace(/<Tabs(?=\s|>|$)/, `<Tabs groupId="${PACKAGE_MANAGER_GROUP}"`);
}

/** The source with every package-manager `<Tabs` line given groupId="package-manager". */
export function fixSource(source: string): string {
  const lines = source.split('\n');
  for (const problem of packageManagerTabsProblems(source))
    lines[problem.line - 1] = withPackageManagerGroup(lines[problem.line - 1]!);
  return lines.join('\n');
}

export function findTabsProblems(): TabsProblem[] {
  const problems: TabsProblem[] = [];
  for (const dir of TAB_CONTENT_DIRS) {
    for (const file of listFiles(path.join(ROOT, dir), ['.mdx', '.md'])) {
      const relative = `${dir}/${file}`;
      const source = fs.readFileSync(path.join(ROOT, relative), 'utf8');
      for (const problem of packageManagerTabsProblems(source))
        problems.push({ file: relative, ...problem });
    }
  }
  return problems;
}

/**
 * Adds the attribute in place. Others edit these pages at the same time: each file is re-read right
 * before writing, only the `<Tabs` lines found are changed, and a file whose content changed in
 * between is left for the next run.
 */
export function fixTabsProblems(problems: readonly TabsProblem[]): {
  fixed: TabsProblem[];
  skipped: TabsProblem[];
} {
  const fixed: TabsProblem[] = [];
  const skipped: TabsProblem[] = [];
  const byFile = new Map<string, TabsProblem[]>();
  for (const problem of problems)
    byFile.set(problem.file, [...(byFile.get(problem.file) ?? []), problem]);
  for (const [file, list] of byFile) {
    const absolute = path.join(ROOT, file);
    const before = fs.readFileSync(absolute, 'utf8');
    const fresh = packageManagerTabsProblems(before);
    const lines = before.split('\n');
    const changed: TabsProblem[] = [];
    for (const problem of list) {
      if (fresh.some((p) => p.line === problem.line)) {
        lines[problem.line - 1] = withPackageManagerGroup(lines[problem.line - 1]!);
        changed.push(problem);
      } else skipped.push(problem);
    }
    if (changed.length === 0) continue;
    if (fs.readFileSync(absolute, 'utf8') !== before) {
      skipped.push(...changed);
      continue;
    }
    fs.writeFileSync(absolute, lines.join('\n'));
    fixed.push(...changed);
  }
  return { fixed, skipped };
}

if (process.argv[1]?.endsWith('packageManagerTabs.ts')) {
  const problems = findTabsProblems();
  if (process.argv.includes('--stdin')) {
    // Fix one page's text from stdin to stdout (used to fix a committed version without touching the file).
    process.stdout.write(fixSource(fs.readFileSync(0, 'utf8')));
  } else if (process.argv.includes('--check')) {
    for (const p of problems)
      console.log(
        `${p.file}:${p.line}: <Tabs> with ${p.values.join('/')} needs groupId="${PACKAGE_MANAGER_GROUP}"`,
      );
    process.exitCode = problems.length ? 1 : 0;
  } else {
    const { fixed, skipped } = fixTabsProblems(problems);
    for (const p of fixed)
      console.log(
        `fixed ${p.file}:${p.line} (${p.values.join('/')}${p.groupId !== null ? `, was groupId="${p.groupId}"` : ''})`,
      );
    for (const p of skipped)
      console.log(`skipped ${p.file}:${p.line} (the file changed while fixing; run again)`);
    console.log(`${fixed.length} fixed, ${skipped.length} skipped`);
  }
}
