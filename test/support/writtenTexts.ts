import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

// The texts a source file writes, read from its source rather than from the objects it builds: a text the
// pane's resources take from the vocabulary (paneTerms.ts) is then read, not written, and only what is
// written in two places counts as written twice. Parsed only (no program, no type checking).

/** A text as a file writes it: where, the path of its key, and its words with each `${…}` as `{{}}`. */
export interface WrittenText {
  /** `file:line`. */
  readonly at: string;
  /** The names of the properties (and of the constant) around it, outermost first: `fill.because.alike`. */
  readonly key: string;
  readonly text: string;
}

/** Every string and template literal of `source`, but module paths and property names. */
export function writtenTexts(fileName: string, source: string): WrittenText[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: WrittenText[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    const text = literalText(node);
    if (text !== undefined) {
      const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
      found.push({ at: `${fileName}:${line}`, key: keyOf(node), text });
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The text a literal writes (`${…}` as `{{}}`), or undefined for anything else, a property's name included. */
function literalText(node: ts.Node): string | undefined {
  if (node.parent && ts.isPropertyAssignment(node.parent) && node.parent.name === node) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return node.head.text + node.templateSpans.map((span) => `{{}}${span.literal.text}`).join('');
  return undefined;
}

/** The names of the property assignments and the variable around a node, outermost first. */
function keyOf(node: ts.Node): string {
  const names: string[] = [];
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if ((ts.isPropertyAssignment(at) || ts.isVariableDeclaration(at)) && !ts.isComputedPropertyName(at.name))
      names.unshift(at.name.getText());
  }
  return names.join('.');
}

/** The written texts of every .ts file under `folder` (or of the one file), with paths relative to `root`. */
export function writtenTextsUnder(root: string, folder: string): WrittenText[] {
  const path = join(root, folder);
  if (!statSync(path).isDirectory()) return writtenTexts(relative(root, path), readFileSync(path, 'utf8'));
  return readdirSync(path)
    .sort()
    .flatMap((name) =>
      name.endsWith('.ts') || !name.includes('.') ? writtenTextsUnder(root, join(folder, name)) : [],
    );
}
