import { dirname, join, normalize } from 'node:path';
import ts from 'typescript';

/**
 * The circles among modules' relative imports: each a list of the files that import one another round, type
 * imports and re-exports counted (a type circle is a circle for whoever reads the code). `sources` maps a
 * file's path (posix, relative to any one root) to its text.
 */
export function importCircles(sources: ReadonlyMap<string, string>): string[][] {
  const imports = new Map<string, string[]>();
  for (const [path, text] of sources) {
    const specifiers = ts.preProcessFile(text, true, true).importedFiles.map((file) => file.fileName);
    imports.set(
      path,
      specifiers.flatMap((specifier) => {
        const target = specifier.startsWith('.') ? resolve(sources, path, specifier) : undefined;
        return target ? [target] : [];
      }),
    );
  }
  return stronglyConnected(imports).filter((group) => group.length > 1);
}

/** The file a relative specifier names, as TypeScript finds it: the file, then its folder's index. */
function resolve(sources: ReadonlyMap<string, string>, from: string, specifier: string): string | undefined {
  const base = normalize(join(dirname(from), specifier)).replace(/\\/g, '/');
  const candidates = [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`, base];
  return candidates.find((candidate) => sources.has(candidate));
}

/** Tarjan's strongly connected components, each sorted, in the order they close. */
function stronglyConnected(edges: ReadonlyMap<string, readonly string[]>): string[][] {
  const order = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string): void => {
    order.set(node, order.size);
    lowest.set(node, order.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        lowest.set(node, Math.min(lowest.get(node)!, lowest.get(next)!));
      } else if (onStack.has(next)) {
        lowest.set(node, Math.min(lowest.get(node)!, order.get(next)!));
      }
    }
    if (lowest.get(node) === order.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      groups.push(group.sort());
    }
  };
  for (const node of edges.keys()) if (!order.has(node)) visit(node);
  return groups;
}
