// `compile`, loaded on first use: the compiler (micromark, MDX, the highlighter's grammars) costs
// the engine's main thread most of a second to load through tsx, and a build compiles in its
// threads; the main thread needs it only for files with site plugins, or in the dev server.
import type { CompileInput, CompileOutput } from './compile';

let compiler: Promise<typeof import('./compile')> | undefined;

export async function compile(input: CompileInput): Promise<CompileOutput> {
  compiler ??= import('./compile');
  return (await compiler).compile(input);
}
