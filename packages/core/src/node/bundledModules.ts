// The workspace's packages as the prebuilt engine holds them (bin/engineBundle.mjs): a plugin or
// theme of the workspace is imported from the bundle, where it shares the engine's modules.

let bundled = new Map<string, string>();

/** Source file -> URL of its bundled module; set by the CLI's starter. */
export function useBundledModules(entries: Record<string, string>): void {
  bundled = new Map(Object.entries(entries));
}

/** What to import for a module file: its bundled module when the engine runs from its bundle. */
export function importableUrl(file: string): string | undefined {
  return bundled.get(file);
}
