/**
 * What a TypeScript module imports, for the tests that keep the code's boundaries: every
 * module specifier (imports, re-exports, `import()`, `typeof import()`), type-only ones
 * included, and the source files under a folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The .ts/.tsx/.mts files under `dir`, recursively. */
export function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? sourceFiles(full) : /\.(ts|tsx|mts)$/.test(e.name) ? [full] : [];
  });
}

/** Every module specifier in a source text, as written. */
export function moduleSpecifiers(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0])) {
      found.push(node.arguments[0].text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The files a module imports by relative path, resolved. */
export function relativeImports(file: string): string[] {
  return moduleSpecifiers(file, fs.readFileSync(file, 'utf8'))
    .filter((s) => s.startsWith('.'))
    .map((s) => path.resolve(path.dirname(file), s));
}
