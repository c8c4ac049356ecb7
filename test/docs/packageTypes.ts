// What the installed `remotion` / `@remotion/*` packages declare, read with the TypeScript compiler
// API: one program over a virtual file that imports every module the docs name, then
// `checker.getExportsOfModule` for the exports and `checker.getPropertiesOfType` for the options,
// props and return fields of one export.
//
// Versions (package.json devDependencies, pinned exactly): 4.0.527 for every package that has it on
// the registry here. Older because they are the newest the registry has: @remotion/lottie 4.0.520,
// @remotion/skia 4.0.508, @remotion/rive 4.0.484, @remotion/animated-emoji 4.0.507 (these depend on
// `remotion` at their own version, which yarn nests under them), and @remotion/cloudrun 4.0.461.
//
// @remotion/cloudrun 4.0.461 is not a devDependency: it depends on @remotion/renderer 4.0.461, whose
// optional compositor packages for darwin-x64, linux-arm64 and win32 4.0.461 are missing from the
// registry here, so `yarn add` refuses it. Its .d.ts come from `npm pack @remotion/cloudrun@4.0.461`,
// unpacked under the ignored `.cache/docs-api-types/node_modules` by `ensureCachedPackages`, which
// `yarn install` runs (postinstall: scripts/fetch-doc-types.ts): the registry is reached while
// installing, never while testing. Nothing of the package is installed or run. The virtual root file lives in that folder, so
// `@remotion/cloudrun` resolves there and everything else (its `@remotion/renderer` imports included,
// which then see 4.0.527) resolves from the repository's node_modules. Its Google Cloud
// dependencies are not there: types taken from them are `any`, which costs nothing for the option
// lists, which Cloud Run declares itself.
//
// Peers are not installed (yarn 1 does not install peers): @shopify/react-native-skia (native
// binaries for every platform, react-native), three and @react-three/fiber (tens of MB) and
// lottie-web are not needed to list what Remotion's own types declare. Where a missing peer would
// turn a props type into `any` (SkiaCanvas: `CanvasProps & {...}`; ThreeCanvas:
// `ComponentProps<typeof Canvas> & {...}`), PEER_STUBS declares the peer's type as an empty object
// type, so the props Remotion adds stay visible; a stub is used only while the peer does not resolve.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { ROOT } from './pages';

export const CACHE_DIR = path.join(ROOT, '.cache/docs-api-types');

/** Packages read from an `npm pack` tarball instead of node_modules (see the comment above). */
export const CACHED_PACKAGES: readonly { name: string; version: string }[] = [
  { name: '@remotion/cloudrun', version: '4.0.461' },
];

/** Stand-ins for uninstalled peers, keyed by module, with the package whose types import them. */
const PEER_STUBS: readonly { module: string; importedBy: string; declarations: string }[] = [
  {
    module: '@shopify/react-native-skia',
    importedBy: '@remotion/skia',
    declarations: 'export type CanvasProps = {};',
  },
  {
    module: '@react-three/fiber',
    importedBy: '@remotion/three',
    declarations: 'export declare const Canvas: (props: {}) => null;',
  },
];

const ROOT_FILE = path.join(CACHE_DIR, '__docs_api__.ts');
const STUB_FILE = path.join(CACHE_DIR, '__docs_peer_stubs__.d.ts');

/** Whether a cached package is unpacked at its version. */
function isCached(name: string, version: string): boolean {
  const manifest = path.join(CACHE_DIR, 'node_modules', name, 'package.json');
  try {
    return JSON.parse(fs.readFileSync(manifest, 'utf8')).version === version;
  } catch {
    return false;
  }
}

/** The CACHED_PACKAGES missing from the cache, as messages (the tests read the cache only). */
export function missingCachedPackages(): string[] {
  return CACHED_PACKAGES.filter(({ name, version }) => !isCached(name, version)).map(
    ({ name, version }) =>
      `${name}@${version} is not in ${path.relative(ROOT, CACHE_DIR)}: run \`yarn install\` (its postinstall step fetches it).`,
  );
}

/** Unpacks the CACHED_PACKAGES that are not in the cache yet (install time). Returns one message per package that could not be fetched. */
export function ensureCachedPackages(): string[] {
  const problems: string[] = [];
  for (const { name, version } of CACHED_PACKAGES) {
    const target = path.join(CACHE_DIR, 'node_modules', name);
    if (isCached(name, version)) continue;
    try {
      const tarballs = path.join(CACHE_DIR, 'tarballs');
      fs.mkdirSync(tarballs, { recursive: true });
      const tarball = execFileSync(
        'npm',
        ['pack', `${name}@${version}`, '--silent', '--pack-destination', tarballs],
        {
          encoding: 'utf8',
          timeout: 90_000,
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      )
        .trim()
        .split('\n')
        .pop()!;
      const staging = `${target}.tmp-${process.pid}`;
      fs.rmSync(staging, { recursive: true, force: true });
      fs.mkdirSync(staging, { recursive: true });
      execFileSync(
        'tar',
        ['xzf', path.join(tarballs, tarball), '-C', staging, '--strip-components=1'],
        { timeout: 60_000 },
      );
      fs.rmSync(target, { recursive: true, force: true });
      fs.renameSync(staging, target);
    } catch (error) {
      problems.push(
        `${name}@${version}: could not be fetched with npm pack into ${path.relative(ROOT, CACHE_DIR)} (${(error as Error).message.split('\n')[0]})`,
      );
    }
  }
  return problems;
}

export interface NameSet {
  /** Names the type declares itself (in a Remotion package): each must be documented. */
  required: Set<string>;
  /** Every name a page may document: the required ones, inherited ones (HTML attributes, `key`, `ref`), parameter names and one level of nested fields. */
  known: Set<string>;
}

export interface ApiShape {
  kind: 'function' | 'component' | 'type' | 'value';
  /** Options or props (or, for a type, its fields); null when there is nothing to compare. */
  options: NameSet | null;
  /**
   * One option set per way of calling the export (overloads, `...args` of a union of tuples):
   * a page documents one of them completely (the one it misses least of); `options.known` is all of
   * them together.
   */
  optionVariants: NameSet[];
  /** Fields of the awaited return value when it is an object the package declares; null otherwise. */
  returnValue: NameSet | null;
  /** Why part of the shape could not be read (e.g. a type that resolved to `any`). */
  problems: string[];
}

const COMPILER_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  strict: true,
  skipLibCheck: true,
  noEmit: true,
  esModuleInterop: true,
  types: ['node'],
};

/** The last node_modules segment of the path is `remotion` or `@remotion/<name>`. */
function isRemotionFile(fileName: string): boolean {
  return /[\\/]node_modules[\\/](?:remotion|@remotion[\\/][^\\/]+)[\\/](?!.*[\\/]node_modules[\\/])/.test(
    fileName,
  );
}

export class PackageTypes {
  readonly program: ts.Program;
  readonly checker: ts.TypeChecker;
  private readonly modules = new Map<string, ts.Symbol | undefined>();

  constructor(specifiers: Iterable<string>) {
    const list = [...new Set(specifiers)].sort();
    const rootText = list
      .map(
        (specifier, i) => `import * as m${i} from ${JSON.stringify(specifier)};\nexport { m${i} };`,
      )
      .join('\n');
    const stubText = PEER_STUBS.filter((stub) => !resolves(stub.module, stub.importedBy))
      .map((stub) => `declare module ${JSON.stringify(stub.module)} {\n  ${stub.declarations}\n}`)
      .join('\n');
    const virtual = new Map([
      [ROOT_FILE, rootText],
      [STUB_FILE, stubText],
    ]);
    const host = ts.createCompilerHost(COMPILER_OPTIONS, true);
    const { getSourceFile, fileExists, readFile } = host;
    host.fileExists = (file) => virtual.has(path.resolve(file)) || fileExists.call(host, file);
    host.readFile = (file) => virtual.get(path.resolve(file)) ?? readFile.call(host, file);
    host.getSourceFile = (file, languageVersion, onError, shouldCreate) => {
      const text = virtual.get(path.resolve(file));
      if (text !== undefined) return ts.createSourceFile(file, text, languageVersion, true);
      return getSourceFile.call(host, file, languageVersion, onError, shouldCreate);
    };
    this.program = ts.createProgram({
      rootNames: [ROOT_FILE, STUB_FILE],
      options: COMPILER_OPTIONS,
      host,
    });
    this.checker = this.program.getTypeChecker();
    const root = this.program.getSourceFile(ROOT_FILE)!;
    for (const statement of root.statements) {
      if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
        this.modules.set(
          statement.moduleSpecifier.text,
          this.checker.getSymbolAtLocation(statement.moduleSpecifier),
        );
      }
    }
  }

  /** The names a module exports (values and types), or null when the module does not resolve. */
  exportsOf(specifier: string): Map<string, ts.Symbol> | null {
    const moduleSymbol = this.modules.get(specifier);
    if (!moduleSymbol) return null;
    return new Map(
      this.checker.getExportsOfModule(moduleSymbol).map((symbol) => [symbol.name, symbol]),
    );
  }

  /** Whether the module is written `export = value` (CommonJS): a default import then gets that value. */
  hasExportAssignment(specifier: string): boolean {
    return !!this.modules.get(specifier)?.exports?.has(ts.InternalSymbolName.ExportEquals);
  }

  /** The version of the package a specifier resolves to, for messages. */
  versionOf(specifier: string): string | null {
    const moduleSymbol = this.modules.get(specifier);
    const file = moduleSymbol?.declarations?.[0]?.getSourceFile().fileName;
    if (!file) return null;
    let dir = path.dirname(file);
    while (dir !== path.dirname(dir)) {
      const manifest = path.join(dir, 'package.json');
      if (fs.existsSync(manifest)) {
        const json = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {
          name?: string;
          version?: string;
        };
        if (json.name && json.version) return `${json.name}@${json.version}`;
      }
      dir = path.dirname(dir);
    }
    return null;
  }

  /** Options/props and return fields of one export; a string when the export does not exist. */
  shapeOf(specifier: string, exportName: string): ApiShape | string {
    const exports = this.exportsOf(specifier);
    if (!exports) return `module "${specifier}" does not resolve (not installed?)`;
    let symbol = exports.get(exportName);
    if (!symbol) return `"${specifier}" has no export named "${exportName}"`;
    if (symbol.flags & ts.SymbolFlags.Alias) symbol = this.checker.getAliasedSymbol(symbol);
    const { checker } = this;
    const problems: string[] = [];

    if (!(symbol.flags & ts.SymbolFlags.Value)) {
      const type = checker.getDeclaredTypeOfSymbol(symbol);
      const options = this.objectNames(type, problems, `type ${exportName}`);
      return {
        kind: 'type',
        options,
        optionVariants: options ? [options] : [],
        returnValue: null,
        problems,
      };
    }
    const type = checker.getTypeOfSymbol(symbol);
    // React.ComponentType<P> is a union of a class and a function type: read every member's signatures.
    const signatures = (type.isUnion() ? type.types : [type]).flatMap((t) => [
      ...t.getCallSignatures(),
      ...t.getConstructSignatures(),
    ]);
    if (signatures.length === 0)
      return { kind: 'value', options: null, optionVariants: [], returnValue: null, problems };

    const returnValue: NameSet = { required: new Set(), known: new Set() };
    const optionVariants: NameSet[] = [];
    let component = false;
    for (const signature of signatures) {
      // Which parameter is an options bag (its properties are the options, each to be documented):
      // the only parameter (`renderMedia(options)`, a component's props), the
      // first parameter of a signature React's types wrote (FC, ComponentClass, ExoticComponent:
      // the props), or the last parameter after positional ones (`getCompositions(serveUrl,
      // options)`, `loadFontFromInfo(meta, style, options)`). Other parameters are positional:
      // their names are documented, when a Remotion package wrote the signature.
      const ownSignature = isRemotionFile(
        signature.getDeclaration()?.getSourceFile().fileName ?? '',
      );
      for (const parameters of this.parameterLists(signature)) {
        const variant: NameSet = { required: new Set(), known: new Set() };
        parameters.forEach((parameter, index) => {
          const names = this.objectNames(
            parameter.type,
            problems,
            `parameter ${parameter.name ?? '(destructured)'}`,
            parameter.name === null,
          );
          const bagPosition =
            parameters.length === 1 ||
            index === parameters.length - 1 ||
            (!ownSignature && index === 0);
          if (names && names.required.size > 0 && bagPosition) {
            names.required.forEach((name) => variant.required.add(name));
            names.known.forEach((name) => variant.known.add(name));
            if (parameter.name !== null) variant.known.add(parameter.name);
          } else if (parameter.name !== null && ownSignature) {
            variant.required.add(parameter.name);
            variant.known.add(parameter.name);
            names?.known.forEach((name) => variant.known.add(name));
          }
        });
        optionVariants.push(variant);
      }
      const returned = signature.getReturnType();
      if (isReactType(returned)) component = true;
      // The awaited return type, when it is an object (not an array or a primitive).
      const awaited = checker.getNonNullableType(checker.getAwaitedType(returned) ?? returned);
      const fields = this.objectNames(awaited, [], 'return value');
      if (fields && fields.required.size > 0) {
        fields.required.forEach((name) => returnValue.required.add(name));
        fields.known.forEach((name) => returnValue.known.add(name));
      }
    }
    const known = new Set(optionVariants.flatMap((variant) => [...variant.known]));
    return {
      kind: component ? 'component' : 'function',
      options:
        known.size > 0 ? { required: optionVariants[0]?.required ?? new Set(), known } : null,
      optionVariants: known.size > 0 ? optionVariants : [],
      returnValue: returnValue.required.size > 0 ? returnValue : null,
      problems,
    };
  }

  /**
   * A signature's parameter lists: one, or one per tuple when the parameters end in a rest
   * parameter typed as a union of tuples (`getCompositions(...args: [options] | [serveUrl,
   * config?])`). `name` is null for a destructured or unlabelled parameter, which has no name to
   * document.
   */
  private parameterLists(signature: ts.Signature): { name: string | null; type: ts.Type }[][] {
    const { checker } = this;
    const toParameter = (parameter: ts.Symbol) => {
      const declaration = parameter.valueDeclaration;
      const destructured =
        !!declaration && ts.isParameter(declaration) && !ts.isIdentifier(declaration.name);
      return {
        name: destructured ? null : parameter.name,
        type: checker.getNonNullableType(checker.getTypeOfSymbol(parameter)),
      };
    };
    const parameters = signature.getParameters();
    const last = parameters[parameters.length - 1];
    const lastDeclaration = last?.valueDeclaration;
    if (
      last &&
      lastDeclaration &&
      ts.isParameter(lastDeclaration) &&
      lastDeclaration.dotDotDotToken
    ) {
      const restType = checker.getTypeOfSymbol(last);
      const members = restType.isUnion() ? restType.types : [restType];
      if (members.every((member) => checker.isTupleType(member))) {
        const head = parameters.slice(0, -1).map(toParameter);
        return members.map((member) => {
          const tuple = member as ts.TypeReference;
          const labels = (tuple.target as ts.TupleType).labeledElementDeclarations;
          return [
            ...head,
            ...checker.getTypeArguments(tuple).map((type, i) => {
              const label = labels?.[i]?.name;
              return {
                name: label && ts.isIdentifier(label) ? label.text : null,
                type: checker.getNonNullableType(type),
              };
            }),
          ];
        });
      }
    }
    return [parameters.map(toParameter)];
  }

  /**
   * The property names of an object type (all members of a union; the constraint of a type
   * parameter), split into the ones a Remotion package declares and all known ones (plus one
   * level of nested fields). Null for primitives, functions, arrays and tuples.
   */
  private objectNames(
    type: ts.Type,
    problems: string[],
    what: string,
    reportAny = true,
  ): NameSet | null {
    const { checker } = this;
    if (type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) {
      if (reportAny)
        problems.push(
          `the type of ${what} is \`${checker.typeToString(type)}\` (a type it depends on did not resolve)`,
        );
      return null;
    }
    const members = objectMembers(checker, type);
    if (members.length === 0) return null;
    const names: NameSet = { required: new Set(), known: new Set() };
    for (const member of members) {
      for (const property of checker.getPropertiesOfType(member)) {
        names.known.add(property.name);
        // Required: declared by a Remotion package (not inherited from React's or the DOM's types),
        // and not an underscore name (`_remotionInternal…`, `_internals`, `_experimental…`:
        // Remotion's marker for internal and experimental API, which its docs leave out).
        const declarations = property.declarations ?? [];
        const own =
          declarations.length === 0 ||
          declarations.some((d) => isRemotionFile(d.getSourceFile().fileName));
        if (own && !property.name.startsWith('_')) names.required.add(property.name);
        // Known too, for a property Remotion declares: one level down. The fields of an
        // object-typed property (or of its array elements), and for a function-typed one the fields
        // of its first parameter and of its return value (`onProgress`'s progress object, `add()`'s
        // arguments and result).
        if (!own) continue;
        const propertyType = checker.getNonNullableType(checker.getTypeOfSymbol(property));
        for (const nested of this.nestedTypes(propertyType)) {
          for (const field of checker.getPropertiesOfType(nested)) names.known.add(field.name);
        }
      }
    }
    return names;
  }

  private nestedTypes(type: ts.Type): ts.Type[] {
    const { checker } = this;
    const out: ts.Type[] = [];
    for (const member of type.isUnion() ? type.types : [type]) {
      if (checker.isArrayType(member)) {
        const element = checker.getTypeArguments(member as ts.TypeReference)[0];
        if (element) out.push(...objectMembers(checker, checker.getNonNullableType(element)));
        continue;
      }
      for (const signature of member.getCallSignatures()) {
        const first = signature.getParameters()[0];
        if (first) {
          out.push(
            ...objectMembers(checker, checker.getNonNullableType(checker.getTypeOfSymbol(first))),
          );
        }
        const returned =
          checker.getAwaitedType(signature.getReturnType()) ?? signature.getReturnType();
        out.push(...objectMembers(checker, checker.getNonNullableType(returned)));
      }
      out.push(...objectMembers(checker, member));
    }
    return out;
  }
}

/** Object-like, non-callable, non-array members of a type (union members; type parameters by their constraint). */
function objectMembers(checker: ts.TypeChecker, type: ts.Type): ts.Type[] {
  const members = type.isUnion() ? type.types : [type];
  const out: ts.Type[] = [];
  for (const raw of members) {
    const member = raw.flags & ts.TypeFlags.TypeParameter ? checker.getApparentType(raw) : raw;
    if (!(member.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection))) continue;
    if (member.getCallSignatures().length > 0 || member.getConstructSignatures().length > 0)
      continue;
    if (checker.isArrayLikeType(member) || checker.isTupleType(member)) continue;
    out.push(member);
  }
  return out;
}

/** A React element or node (JSX.Element, ReactNode, ReactPortal…): the signature is a component's. */
function isReactType(type: ts.Type): boolean {
  return (type.isUnion() ? type.types : [type]).some((member) =>
    [member.aliasSymbol, member.getSymbol()].some((symbol) =>
      symbol?.declarations?.some((d) =>
        /[\\/]@types[\\/]react[\\/]/.test(d.getSourceFile().fileName),
      ),
    ),
  );
}

/** Whether `specifier` resolves from the folder of the installed package `from`. */
function resolves(specifier: string, from: string): boolean {
  const containing = path.join(ROOT, 'node_modules', from, 'package.json');
  if (!fs.existsSync(containing)) return false;
  return !!ts.resolveModuleName(specifier, containing, COMPILER_OPTIONS, ts.sys).resolvedModule;
}
