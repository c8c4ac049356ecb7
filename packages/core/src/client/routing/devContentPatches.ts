// Dev: an edited page's content, sent by the dev server as soon as the file is compiled, stands
// in for the page module until webpack's hot update brings a module with the same content
// (node/dev/contentPatches.ts). A patch runs with the imports of the page module it replaces; one
// that needs another import is dropped, and the page waits for webpack as before.
import {
  DEV_CONTENT_EXPORT,
  DEV_CONTENT_PATCHES_PATH,
  type DevContentPatch,
} from '../../shared/protocol';

/** What a dev page module exports beside its content. */
interface PageModuleInfo {
  file: string;
  hash: string;
  imports: Record<string, unknown>;
}

type ModuleExports = Record<string, unknown>;

/** The page module webpack last gave for each file. */
const pageModules = new Map<string, PageModuleInfo>();
/** The patched content of each file, until webpack's page module catches up. */
const patches = new Map<string, { hash: string; exports: ModuleExports }>();
let listening = false;

/** Opens the dev server's stream of patches; `onPatched` reloads the page shown. */
export function listenForContentPatches(baseUrl: string, onPatched: () => void): void {
  if (listening || typeof EventSource === 'undefined') return;
  listening = true;
  const events = new EventSource(`${baseUrl}${DEV_CONTENT_PATCHES_PATH}`);
  events.onmessage = (event: MessageEvent<string>) => {
    if (applyPatch(JSON.parse(event.data) as DevContentPatch)) onPatched();
  };
}

/** A route's modules, with each page module replaced by its file's newer patched content. */
export function withContentPatches(modules: ModuleExports): ModuleExports {
  let patched: ModuleExports | null = null;
  for (const [name, value] of Object.entries(modules)) {
    const info = pageModuleInfo(value);
    if (!info) continue;
    pageModules.set(info.file, info);
    const patch = patches.get(info.file);
    if (!patch) continue;
    // webpack's module has caught up with the patch: it is the page's content from now on.
    if (patch.hash === info.hash) patches.delete(info.file);
    else (patched ??= { ...modules })[name] = patch.exports;
  }
  return patched ?? modules;
}

function pageModuleInfo(value: unknown): PageModuleInfo | undefined {
  if (!value || typeof value !== 'object') return undefined;
  return (value as Record<string, PageModuleInfo | undefined>)[DEV_CONTENT_EXPORT];
}

/** Whether the patch now stands in for its page module. */
function applyPatch(patch: DevContentPatch): boolean {
  const page = pageModules.get(patch.file);
  if (!page) return false;
  const exports =
    patch.body !== null && patch.imports.every((specifier) => specifier in page.imports)
      ? run(patch.body, patch.file, page.imports)
      : null;
  if (!exports) {
    // Not patchable: the page shows webpack's module, which will have the change.
    patches.delete(patch.file);
    return false;
  }
  patches.set(patch.file, { hash: patch.hash, exports });
  return true;
}

function run(body: string, file: string, imports: Record<string, unknown>): ModuleExports | null {
  const module = { exports: {} as ModuleExports };
  const require = (specifier: string) => imports[specifier];
  try {
    new Function('require', 'module', 'exports', `${body}\n//# sourceURL=${file}`)(
      require,
      module,
      module.exports,
    );
    return module.exports;
  } catch (error) {
    console.error(error);
    return null;
  }
}
