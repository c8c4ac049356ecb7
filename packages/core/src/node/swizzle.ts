// `tessera swizzle <Component> [--wrap] [--danger]`: copies a theme component into the site's
// theme folder (eject) or writes a wrapper around @theme-original (wrap). The site's themes say
// which components they have (`getThemePath`) and which are safe to change (`getSwizzleConfig`);
// an ejected file's imports that reached into the theme are rewritten to the theme package, so
// the copy builds where it lands.
import fs from 'node:fs';
import path from 'node:path';
import { SiteError, closest } from './errors';
import { componentsIn } from './theme';
import { isSameOrInside, posixRelative, toPosixPath } from './paths';
import { log } from './logger';
import { loadSiteConfig } from './config/load';
import { loadPlugins } from './plugins/load';
import { docusaurusContextFields } from './site';
import type { LoadContext, LoadedPlugin, SwizzleSafety } from './plugins/types';

export interface SwizzleOptions {
  siteDir: string;
  component?: string;
  wrap: boolean;
  danger: boolean;
  extra: string[];
}

interface ThemeComponent {
  file: string;
  themePath: string;
  safety: { eject: SwizzleSafety; wrap: SwizzleSafety };
}

export async function swizzle(options: SwizzleOptions): Promise<void> {
  const available = await themeComponents(options.siteDir);
  if (!options.component) return printComponentList(available);
  const name = options.component;
  const component = available.get(name);
  if (!component)
    throw new SiteError(`The theme has no component "${name}".`, {
      hint: `Did you mean: ${closest(name, available.keys(), 3).join(', ')}?`,
    });
  const action = options.wrap ? 'wrap' : 'eject';
  assertAllowed(name, action, component.safety[action], options.danger);
  const themeDir = siteThemeDir(options.siteDir);
  const targetDir = path.join(themeDir, name);
  const shown = path.relative(options.siteDir, targetDir);
  if (fs.existsSync(targetDir))
    throw new SiteError(`${shown} already exists.`, { hint: 'Delete it first to swizzle again.' });
  fs.mkdirSync(targetDir, { recursive: true });
  if (action === 'wrap') writeWrapper(name, targetDir);
  else ejectFiles(component, targetDir);
  log.success(`${action === 'wrap' ? 'Wrapped' : 'Ejected'} ${name} into ${shown}.`);
}

/** Every component of the site's themes (the first theme that has a name wins, as in builds). */
async function themeComponents(siteDir: string): Promise<Map<string, ThemeComponent>> {
  const plugins = await loadSitePlugins(siteDir);
  const found = new Map<string, ThemeComponent>();
  for (const { plugin } of [...plugins].reverse()) {
    const themePath = plugin.getThemePath?.();
    if (!themePath) continue;
    const config = plugin.getSwizzleConfig?.()?.components ?? {};
    const safeList = new Set(plugin.getSwizzleComponentList?.() ?? []);
    for (const [name, file] of componentsIn(themePath)) {
      if (found.has(name)) continue;
      const actions = config[name]?.actions ?? {};
      found.set(name, {
        file,
        themePath,
        safety: {
          eject: actions.eject ?? (safeList.has(name) ? 'safe' : 'unsafe'),
          wrap: actions.wrap ?? 'safe',
        },
      });
    }
  }
  return found;
}

async function loadSitePlugins(siteDir: string): Promise<LoadedPlugin[]> {
  const { config, file } = await loadSiteConfig(siteDir);
  const context: LoadContext = {
    siteDir,
    siteConfig: config,
    siteConfigPath: file,
    outDir: path.join(siteDir, 'build'),
    generatedDir: path.join(siteDir, '.tessera', 'swizzle'),
    ...docusaurusContextFields(siteDir, config, path.join(siteDir, '.tessera', 'swizzle')),
    cacheDir: path.join(siteDir, '.tessera', 'cache'),
    baseUrl: config.baseUrl,
    isDev: false,
  };
  return loadPlugins(context);
}

/** The site's own theme folder: Docusaurus' `src/theme` when the site has one, else `content/theme`. */
export function siteThemeDir(siteDir: string): string {
  const docusaurusStyle = path.join(siteDir, 'src', 'theme');
  if (fs.existsSync(docusaurusStyle) || fs.existsSync(path.join(siteDir, 'src')))
    return docusaurusStyle;
  return path.join(siteDir, 'content', 'theme');
}

function printComponentList(available: Map<string, ThemeComponent>): void {
  const rows = [...available.keys()].sort().map((name) => {
    const { safety } = available.get(name)!;
    return `  ${name.padEnd(36)} eject: ${safety.eject}  wrap: ${safety.wrap}`;
  });
  console.log(
    `Theme components you can swizzle:\n${rows.join('\n')}\n\nUsage: tessera swizzle <Component> [--wrap] [--danger]`,
  );
}

function assertAllowed(name: string, action: string, safety: SwizzleSafety, danger: boolean) {
  if (safety === 'forbidden')
    throw new SiteError(`Swizzling "${name}" with ${action} is not allowed by its theme.`);
  if (safety === 'unsafe' && !danger)
    throw new SiteError(
      `Swizzling "${name}" with ${action} is unsafe: its internals may change in a later version.`,
      {
        hint: `Run it again with --danger if you accept that${action === 'eject' ? ', or use --wrap' : ''}.`,
      },
    );
}

function writeWrapper(name: string, targetDir: string): void {
  const component = name
    .split('/')
    .pop()!
    .replace(/[^A-Za-z0-9]/g, '');
  fs.writeFileSync(
    path.join(targetDir, 'index.tsx'),
    `import type { ComponentProps } from 'react';\nimport Original from '@theme-original/${name}';\n\ntype Props = ComponentProps<typeof Original>;\n\n/** Wraps the theme's ${name}: add things around it, keep the original inside. */\nexport default function ${component}Wrapper(props: Props) {\n  return (\n    <>\n      <Original {...props} />\n    </>\n  );\n}\n`,
  );
}

function ejectFiles(component: ThemeComponent, targetDir: string): void {
  const dir = path.dirname(component.file);
  const isFolder = path.basename(component.file).startsWith('index.');
  const files = isFolder
    ? fs.readdirSync(dir).filter((f) => fs.statSync(path.join(dir, f)).isFile())
    : [path.basename(component.file)];
  for (const file of files) {
    const from = path.join(dir, file);
    const to = path.join(targetDir, isFolder ? file : 'index' + path.extname(file));
    if (!/\.[jt]sx?$/.test(file)) {
      fs.copyFileSync(from, to);
      continue;
    }
    const source = fs.readFileSync(from, 'utf8');
    fs.writeFileSync(to, rewriteEscapingImports(source, from, isFolder ? dir : from, component));
  }
}

/**
 * Relative imports that leave the copied folder would break in the site: one that names another
 * theme component becomes `@theme/<Name>`, anything else in the theme package becomes an import
 * of that package (`@tessera/theme-classic/src/hooks/useThemeConfig`).
 */
export function rewriteEscapingImports(
  source: string,
  file: string,
  copiedRoot: string,
  component: Pick<ThemeComponent, 'themePath'>,
): string {
  const themeComponents = componentsIn(component.themePath);
  const pkg = nearestPackage(component.themePath);
  return source.replace(
    /(\bfrom\s+|\bimport\s*\(\s*|\bimport\s+|\brequire\(\s*)(['"])(\.{1,2}\/[^'"]+)\2/g,
    (whole, lead: string, quote: string, specifier: string) => {
      const target = path.resolve(path.dirname(file), specifier);
      if (isSameOrInside(copiedRoot, target)) return whole;
      const replacement = replacementFor(target, component.themePath, themeComponents, pkg);
      return replacement ? `${lead}${quote}${replacement}${quote}` : whole;
    },
  );
}

function replacementFor(
  target: string,
  themePath: string,
  themeComponents: Map<string, string>,
  pkg: { dir: string; name: string } | undefined,
): string | undefined {
  const inTheme = path.relative(themePath, target);
  if (!inTheme.startsWith('..')) {
    const name = toPosixPath(inTheme).replace(/\/index$/, '');
    if (themeComponents.has(name)) return `@theme/${name}`;
  }
  if (!pkg) return undefined;
  const inPackage = posixRelative(pkg.dir, target);
  return inPackage.startsWith('..') ? undefined : `${pkg.name}/${inPackage}`;
}

function nearestPackage(from: string): { dir: string; name: string } | undefined {
  for (let dir = from; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (!fs.existsSync(file)) continue;
    const name = (JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string }).name;
    return name ? { dir, name } : undefined;
  }
  return undefined;
}
