// The imports from `remotion` and `@remotion/*` in a page's code blocks, found by parsing each
// block with the TypeScript parser (multi-line imports, `import type`, `{a as b}`, re-exports).
import ts from 'typescript';
import type { CodeBlock } from './pages';

export const REMOTION_SPECIFIER = /^(remotion|@remotion\/[^/]+)(\/.*)?$/;

export interface CodeImport {
  /** The module specifier, e.g. `@remotion/lambda/client`. */
  specifier: string;
  /** The imported (not the local) name; `default` for a default import, null for `* as` / side-effect / dynamic imports. */
  name: string | null;
  /** 1-based line in the page. */
  line: number;
}

export function remotionImports(block: CodeBlock): CodeImport[] {
  if (!/['"](remotion|@remotion\/)/.test(block.code)) return [];
  const kind = /^(tsx|jsx)$/.test(block.lang)
    ? ts.ScriptKind.TSX
    : block.lang === 'ts' || block.lang === 'typescript'
      ? ts.ScriptKind.TS
      : ts.ScriptKind.TSX;
  const source = ts.createSourceFile('block.tsx', block.code, ts.ScriptTarget.Latest, true, kind);
  const found: CodeImport[] = [];
  const lineOf = (node: ts.Node) =>
    block.line + 1 + source.getLineAndCharacterOfPosition(node.getStart(source)).line;
  const add = (specifier: string, name: string | null, node: ts.Node) => {
    if (REMOTION_SPECIFIER.test(specifier)) found.push({ specifier, name, line: lineOf(node) });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const specifier = node.moduleSpecifier.text;
      const clause = node.importClause;
      if (!clause) add(specifier, null, node);
      else {
        if (clause.name) add(specifier, 'default', clause.name);
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) add(specifier, null, bindings);
        if (bindings && ts.isNamedImports(bindings)) {
          for (const element of bindings.elements)
            add(specifier, (element.propertyName ?? element.name).text, element);
        }
      }
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const specifier = node.moduleSpecifier.text;
      if (node.exportClause && ts.isNamedExports(node.exportClause)) {
        for (const element of node.exportClause.elements)
          add(specifier, (element.propertyName ?? element.name).text, element);
      } else add(specifier, null, node);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteral(argument)) add(argument.text, null, node);
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      add(node.argument.literal.text, node.qualifier ? leftmost(node.qualifier) : null, node);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function leftmost(name: ts.EntityName): string {
  return ts.isIdentifier(name) ? name.text : leftmost(name.left);
}
