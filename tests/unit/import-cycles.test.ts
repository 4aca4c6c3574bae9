/**
 * docs/layout.md "Floors": no module reaches itself through its imports. ESLint holds the floors file by
 * file; a loop needs the whole graph, so this test reads every import of src/ and server/ (static, dynamic
 * and type-only, .astro frontmatter and scripts included) and names each loop it finds.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..', '..');
const FOLDERS = ['src', 'server'];
/** The catalogue feed and the blog entries, and what the build writes: data, not modules. */
const SKIPPED = new Set(['src/data', 'src/generated']);
const ALIASES: Record<string, string> = { '#src/': 'src/', '#server/': 'server/', '#scripts/': 'scripts/' };

function sourceFiles(dir: string, found: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (!SKIPPED.has(relative(ROOT, path))) sourceFiles(path, found);
    } else if (/\.(ts|tsx|astro)$/.test(name)) found.push(path);
  }
  return found;
}

/** The code of a file as TypeScript reads it: an .astro file's frontmatter and its scripts. */
function codeOf(file: string): string {
  const text = readFileSync(file, 'utf8');
  if (!file.endsWith('.astro')) return text;
  const frontmatter = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
  const scripts = [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
  return [frontmatter, ...scripts].join('\n');
}

function resolveImport(from: string, specifier: string): string | undefined {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  const path = alias
    ? join(ROOT, ALIASES[alias]!, specifier.slice(alias.length))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : undefined;
  const file = path?.split('?')[0];
  return file && existsSync(file) && statSync(file).isFile() ? file : undefined;
}

function importGraph(files: readonly string[]): Map<string, string[]> {
  return new Map(
    files.map((file) => [
      file,
      ts
        .preProcessFile(codeOf(file), true, true)
        .importedFiles.map(({ fileName }) => resolveImport(file, fileName))
        .filter((target): target is string => target !== undefined),
    ]),
  );
}

/** The strongly connected parts of more than one module (Tarjan), each a loop of imports. */
function importLoops(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const part: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      part.push(member);
    } while (member !== node);
    if (part.length > 1 || graph.get(node)?.includes(node)) loops.push(part.reverse());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return loops;
}

describe('import loops (docs/layout.md "Floors")', () => {
  it('finds a loop of two modules and one of three, and none in a chain', () => {
    const loops = importLoops(
      new Map([
        ['a', ['b']],
        ['b', ['a', 'c']],
        ['c', ['d']],
        ['d', ['e']],
        ['e', ['c']],
        ['f', ['a']],
      ]),
    );
    expect(loops.map((loop) => [...loop].sort())).toEqual([
      ['c', 'd', 'e'],
      ['a', 'b'],
    ]);
    expect(
      importLoops(
        new Map([
          ['x', ['y']],
          ['y', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('no module of src/ or server/ reaches itself through its imports', () => {
    const files = FOLDERS.flatMap((folder) => sourceFiles(join(ROOT, folder)));
    const graph = importGraph(files);
    expect(graph.size).toBeGreaterThan(300);
    const loops = importLoops(graph).map((loop) => loop.map((file) => relative(ROOT, file)).join(' → '));
    expect(loops, 'import loops: break each by moving what both need into a module of its own').toEqual([]);
  });
});
