// The checks behind apiReference.test.ts, one function per check, each returning the problems of
// one page as messages that name the page (and line) and the name at fault.
import { ALLOWED_OMISSIONS, type AllowedOmission } from './allowList';
import { remotionImports, type CodeImport } from './codeImports';
import type { PackageTypes } from './packageTypes';
import {
  availableFromCells,
  documentedNames,
  isForbiddenAvailableFrom,
  splitBody,
  type DocPage,
  type DocumentedName,
} from './pages';

export interface ParsedPage {
  page: DocPage;
  /** `content/docs/…`, for messages. */
  label: string;
  blocks: ReturnType<typeof splitBody>['blocks'];
  prose: ReturnType<typeof splitBody>['prose'];
  imports: CodeImport[];
}

export function parsePage(page: DocPage): ParsedPage {
  const { blocks, prose } = splitBody(page);
  return {
    page,
    label: `content/docs/${page.file}`,
    blocks,
    prose,
    imports: blocks.flatMap(remotionImports),
  };
}

/** Every named (and default) import from remotion / @remotion/* must be exported by the installed package. */
export function checkImports(parsed: ParsedPage, types: PackageTypes): string[] {
  const problems: string[] = [];
  for (const { specifier, name, line } of parsed.imports) {
    const exports = types.exportsOf(specifier);
    if (!exports) {
      problems.push(
        `${parsed.label}:${line}: "${specifier}" does not resolve to an installed package with type definitions`,
      );
    } else if (
      name !== null &&
      !exports.has(name) &&
      !(name === 'default' && types.hasExportAssignment(specifier))
    ) {
      const what =
        name === 'default'
          ? 'a default import, but the module has no default export'
          : `\`${name}\` is not exported`;
      problems.push(
        `${parsed.label}:${line}: import from "${specifier}": ${what} (${types.versionOf(specifier) ?? specifier})`,
      );
    }
  }
  return problems;
}

export interface ApiCheckResult {
  problems: string[];
  /** Allow-list entries this page used. */
  allowed: AllowedOmission[];
}

const OPTION_HEADINGS = '## Options, ## Props, ## Parameters or ## Arguments';

/** A page with `api: {package, export}`: declared options/props and return fields against the documented names. */
export function checkApiPage(parsed: ParsedPage, types: PackageTypes): ApiCheckResult {
  const { page, label } = parsed;
  const result: ApiCheckResult = { problems: [], allowed: [] };
  if (!page.api) return result;
  if ('error' in page.api) {
    result.problems.push(`${label}: ${page.api.error}`);
    return result;
  }
  const { package: specifier, export: exportName } = page.api;
  const shape = types.shapeOf(specifier, exportName);
  if (typeof shape === 'string') {
    result.problems.push(`${label}: api: ${shape}`);
    return result;
  }
  const version = types.versionOf(specifier) ?? specifier;
  const subject = `${exportName}${shape.kind === 'function' ? '()' : ''} (${version})`;
  const noun = shape.kind === 'component' ? 'prop' : shape.kind === 'type' ? 'field' : 'option';
  for (const problem of shape.problems) result.problems.push(`${label}: ${subject}: ${problem}`);

  const compare = (
    section: 'options' | 'return',
    declared: { required: Set<string>; known: Set<string> } | null,
    documented: DocumentedName[],
    where: string,
    what: string,
  ) => {
    const documentedSet = new Set(documented.map((d) => d.name));
    if (declared) {
      for (const name of declared.required) {
        if (documentedSet.has(name)) continue;
        const allowed = ALLOWED_OMISSIONS.find(
          (entry) => entry.page === page.file && entry.section === section && entry.name === name,
        );
        if (allowed) result.allowed.push(allowed);
        else
          result.problems.push(
            `${label}: ${what} \`${name}\` of ${subject} is not documented (add a table row or a ### \`${name}\` heading under ${where})`,
          );
      }
    }
    const seen = new Set<string>();
    for (const { name, line, section: heading } of documented) {
      if (seen.has(name)) continue;
      seen.add(name);
      if (!declared) {
        if (section === 'options' && shape.kind !== 'value')
          result.problems.push(
            `${label}:${line}: \`${name}\` is documented under ## ${heading}, but ${subject} takes no ${noun}s`,
          );
      } else if (!declared.known.has(name)) {
        result.problems.push(
          `${label}:${line}: \`${name}\` is documented under ## ${heading}, but ${subject} has no ${what} of that name` +
            ' (a table about something else belongs under a backticked sub-heading such as ### `<Other.Component>` or ### `option`)',
        );
      }
    }
  };
  // Several ways to call the export: the page is held to the one it documents best.
  const optionsDocumented = documentedNames(parsed.prose, 'options', {
    typePage: shape.kind === 'type',
  });
  const documentedOptionNames = new Set(optionsDocumented.map((d) => d.name));
  const missing = (variant: { required: Set<string> }) =>
    [...variant.required].filter((name) => !documentedOptionNames.has(name)).length;
  const best = [...shape.optionVariants].sort((a, b) => missing(a) - missing(b))[0];
  compare(
    'options',
    shape.options && best ? { required: best.required, known: shape.options.known } : shape.options,
    optionsDocumented,
    shape.kind === 'type' ? `${OPTION_HEADINGS}, ## Fields or ## Properties` : OPTION_HEADINGS,
    noun,
  );
  // Return fields are compared only when the awaited return value is an object the package declares.
  if (shape.returnValue)
    compare(
      'return',
      shape.returnValue,
      documentedNames(parsed.prose, 'return'),
      '## Return value',
      'return field',
    );
  return result;
}

/** "Available from" cells may not say `all` or `later v4.0`. */
export function checkAvailableFrom(parsed: ParsedPage): string[] {
  return availableFromCells(parsed.prose)
    .filter((cell) => isForbiddenAvailableFrom(cell.value))
    .map(
      (cell) =>
        `${parsed.label}:${cell.line}: "Available from" says "${cell.value}": write the version from the real docs (v4.0.123), the major it existed since (v4.0), or – when unknown`,
    );
}
