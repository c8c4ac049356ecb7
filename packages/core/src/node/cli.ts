import path from 'node:path';
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { build, printBuildSummary } from './build';
import {
  assertSafeOutputDir,
  conventionalSitePaths,
  restoreInterruptedSwap,
} from './buildPhases/output';
import { formatError } from './errors';
import { log } from './logger';
import { loadSiteConfig } from './config/load';

export { useBundledModules } from './bundledModules';

const HELP = `Usage: tessera <command> [siteDir] [options]

Commands:
  build     Build the static site into build/
  start     Run the dev server with hot reload
  serve     Serve build/ locally
  clear     Remove generated files and caches
  swizzle   Copy (--eject) or wrap (--wrap) a theme component into content/theme; --list shows them

Options:
  --out-dir <dir>   Output folder (build, serve)       default: build
  --locale <name>   (build) build only this locale; (start) serve this one   default: all; the default locale
  --port <n>        Port (start, serve)                 default: 3000
  --host <host>     Host to bind (start, serve)         default: 127.0.0.1
  --profile         (build) write a CPU profile of every thread to .tessera/profiles/, and sum it up
  --danger          (swizzle) allow a component marked unsafe
  --verbose         Print stack traces of errors
  --version, -V     Print Tessera's version
  --help, -h        Print this help
`;

export async function runCli(argv: string[]): Promise<number> {
  const parsed = parseCommandLine(argv);
  if ('error' in parsed) {
    log.error(`${parsed.error}\n\n${HELP}`);
    return 1;
  }
  const { values, positionals } = parsed;
  if (values.version) {
    console.log(engineVersion());
    return 0;
  }
  const [command, siteArg, ...rest] = positionals;
  if (values.help || !command) {
    console.log(HELP);
    return command ? 0 : 1;
  }
  const siteDir = path.resolve(siteArg && command !== 'swizzle' ? siteArg : '.');
  const outDir = path.resolve(siteDir, values['out-dir'] ?? 'build');
  const port = Number(values.port ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    log.error(`--port must be a whole number from 0 to 65535, not "${values.port}".`);
    return 1;
  }
  return runCommand(command, { siteDir, siteArg, rest, outDir, port, values, argv });
}

/** The options as parseArgs reads them, or what is wrong with them (an unknown option, a missing value). */
function parseCommandLine(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      options: OPTIONS,
    });
  } catch (error) {
    // parseArgs' own message ends with advice about `--` that does not apply here.
    return {
      error: (error as Error).message.replace(/\. To specify a positional argument.*$/s, '.'),
    };
  }
}

function engineVersion(): string {
  const manifest = path.join(import.meta.dirname, '..', '..', 'package.json');
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
}

const OPTIONS = {
  'out-dir': { type: 'string' },
  locale: { type: 'string', short: 'l' },
  port: { type: 'string' },
  host: { type: 'string', default: '127.0.0.1' },
  verbose: { type: 'boolean', default: false },
  profile: { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
  wrap: { type: 'boolean', default: false },
  eject: { type: 'boolean', default: false },
  danger: { type: 'boolean', default: false },
  list: { type: 'boolean', default: false },
  version: { type: 'boolean', short: 'V', default: false },
} as const;

type ParsedValues = Extract<ReturnType<typeof parseCommandLine>, { values: unknown }>['values'];

interface CommandArgs {
  siteDir: string;
  siteArg: string | undefined;
  rest: string[];
  outDir: string;
  port: number;
  values: ParsedValues;
  argv: string[];
}

async function runCommand(command: string, args: CommandArgs): Promise<number> {
  const { siteDir, siteArg, rest, outDir, port, values, argv } = args;
  try {
    switch (command) {
      case 'build': {
        if (values.profile) {
          const { runProfiled } = await import('./profile');
          return await runProfiled(
            argv.filter((arg) => arg !== '--profile'),
            siteDir,
          );
        }
        // Libraries kept external to the server bundle (React, the router) pick their production builds.
        process.env.NODE_ENV ??= 'production';
        const started = performance.now();
        const result = await build({ siteDir, outDir, locale: values.locale });
        printBuildSummary(result, (performance.now() - started) / 1000);
        return 0;
      }
      case 'serve': {
        const { config } = await loadSiteConfig(siteDir).catch(() => ({
          config: { baseUrl: '/' },
        }));
        await restoreInterruptedSwap(outDir);
        const { serve } = await import('./serve');
        await serve({ dir: outDir, port, host: values.host!, baseUrl: config.baseUrl });
        log.success(
          `Serving ${path.relative(process.cwd(), outDir) || '.'} at http://${values.host}:${port}${config.baseUrl}`,
        );
        return await new Promise<number>(() => undefined);
      }
      case 'start': {
        const { startDevServer } = await import('./dev');
        await startDevServer({ siteDir, port, host: values.host!, locale: values.locale });
        return await new Promise<number>(() => undefined);
      }
      case 'clear': {
        assertSafeOutputDir(siteDir, outDir, conventionalSitePaths(siteDir));
        for (const dir of [path.join(siteDir, '.tessera'), outDir])
          fs.rmSync(dir, { recursive: true, force: true });
        log.success('Removed build output, generated files and caches.');
        return 0;
      }
      case 'swizzle': {
        const { swizzle } = await import('./swizzle');
        await swizzle({
          siteDir: path.resolve('.'),
          component: values.list ? undefined : siteArg,
          wrap: values.wrap! && !values.eject,
          danger: values.danger!,
          extra: rest,
        });
        return 0;
      }
      default:
        log.error(`Unknown command "${command}".\n\n${HELP}`);
        return 1;
    }
  } catch (error) {
    log.error(formatError(error, values.verbose));
    return 1;
  }
}
