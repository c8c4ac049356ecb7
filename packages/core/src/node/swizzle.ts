// `tessera swizzle <Component> [--wrap] [--danger]`: copies a theme component into the site's
// content/theme (eject) or writes a wrapper around @theme-original (wrap). Components not in the
// safe list need --danger for eject, because their internals may change between versions.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SiteError, closest } from './errors';
import { componentsIn } from './theme';
import { log } from './logger';

const THEME_DIR = fileURLToPath(new URL('../../../../theme/src/theme', import.meta.url));
const MANIFEST = fileURLToPath(new URL('../../../../theme/swizzle.json', import.meta.url));

interface Manifest {
  /** component -> which actions are safe */
  components: Record<
    string,
    { eject: 'safe' | 'unsafe'; wrap: 'safe' | 'unsafe'; description?: string }
  >;
}

export async function swizzle(options: {
  siteDir: string;
  component?: string;
  wrap: boolean;
  danger: boolean;
  extra: string[];
}): Promise<void> {
  const available = componentsIn(THEME_DIR);
  const manifest: Manifest = fs.existsSync(MANIFEST)
    ? JSON.parse(fs.readFileSync(MANIFEST, 'utf8'))
    : { components: {} };
  if (!options.component) {
    const rows = [...available.keys()].sort().map((name) => {
      const m = manifest.components[name];
      return `  ${name.padEnd(36)} eject: ${m?.eject ?? 'unsafe'}  wrap: ${m?.wrap ?? 'safe'}`;
    });
    console.log(
      `Theme components you can swizzle:\n${rows.join('\n')}\n\nUsage: tessera swizzle <Component> [--wrap] [--danger]`,
    );
    return;
  }
  const name = options.component;
  const source = available.get(name);
  if (!source)
    throw new SiteError(`The theme has no component "${name}".`, {
      hint: `Did you mean: ${closest(name, available.keys(), 3).join(', ')}?`,
    });
  const action = options.wrap ? 'wrap' : 'eject';
  const safety = manifest.components[name]?.[action] ?? (action === 'wrap' ? 'safe' : 'unsafe');
  if (safety === 'unsafe' && !options.danger) {
    throw new SiteError(
      `Swizzling "${name}" with ${action} is unsafe: its internals may change in a later version.`,
      {
        hint: `Run it again with --danger if you accept that${action === 'eject' ? ', or use --wrap' : ''}.`,
      },
    );
  }
  const targetDir = path.join(options.siteDir, 'content/theme', name);
  if (fs.existsSync(targetDir))
    throw new SiteError(`content/theme/${name} already exists.`, {
      hint: 'Delete it first to swizzle again.',
    });
  fs.mkdirSync(targetDir, { recursive: true });
  if (action === 'wrap') {
    const component = name
      .split('/')
      .pop()!
      .replace(/[^A-Za-z0-9]/g, '');
    fs.writeFileSync(
      path.join(targetDir, 'index.tsx'),
      `import type { ComponentProps } from 'react';\nimport Original from '@theme-original/${name}';\n\ntype Props = ComponentProps<typeof Original>;\n\n/** Wraps the theme's ${name}: add things around it, keep the original inside. */\nexport default function ${component}Wrapper(props: Props) {\n  return (\n    <>\n      <Original {...props} />\n    </>\n  );\n}\n`,
    );
  } else {
    const dir = path.dirname(source);
    const isFolder = path.basename(source).startsWith('index.');
    for (const file of isFolder
      ? fs.readdirSync(dir).filter((f) => fs.statSync(path.join(dir, f)).isFile())
      : [path.basename(source)]) {
      fs.copyFileSync(
        path.join(dir, file),
        path.join(targetDir, isFolder ? file : 'index' + path.extname(file)),
      );
    }
  }
  log.success(`${action === 'wrap' ? 'Wrapped' : 'Ejected'} ${name} into content/theme/${name}.`);
}
