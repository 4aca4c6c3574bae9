/**
 * Docs that stay true: every file a document or a code comment cites exists, and the decision index carries each
 * record's title. A citation is
 * - a path from the top of the repository that starts with one of its folders (`src/`, `docs/`, …, or an alias
 *   of package.json `imports`: `#src/…`) and ends in a file extension: `src/i18n/format.ts`;
 * - a path from the file that holds it, starting `./` or `../` and ending in a file extension: `./format.test.ts`;
 * - in markdown, a link to a local file, relative to the file that holds it: `[decision 013](decisions/013-….md)`.
 * Placeholders are not citations: `NNN_name.sql`, `src/http/<area>.ts`, `{type}`, `*`, `…`, `${dir}`. Nor is
 * what the build writes (dist/, pictures/, src/generated/, public/generated/), which a fresh clone lacks.
 * Code is read for its comments only (`//`, `/* … *\/`, `<!-- … -->`, SQL's `--`, shell's `#`): a path in a
 * string is code, which the type check and the tests already hold to account.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, extname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');

const FOLDERS = ['src', 'server', 'scripts', 'tests', 'docs', 'deploy', 'public', 'bench', 'examples'];
/** What the build, the server or the benchmarks write: a fresh clone has none of it. */
const GENERATED = [
  'dist/',
  'dist-builds/',
  'pictures/',
  'src/generated/',
  'public/generated/',
  'data/',
  'bench/results.json',
];

/** package.json `imports`: '#src/' → 'src/'. */
const ALIASES: Array<[string, string]> = Object.entries(
  (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { imports: Record<string, string> }).imports,
).map(([alias, target]) => [alias.replace(/\*$/, ''), target.replace(/^\.\//, '').replace(/\*$/, '')]);

const ALIAS_PREFIXES = ALIASES.map(([alias]) => alias.replace(/\/$/, ''));

/** A path from the top: not inside a longer path (`dist/server/x.mjs`, `node_modules/astro/src/…`) nor a word. */
const ROOT_PATH = new RegExp(`(?<![\\w./@~#-])(?:${[...FOLDERS, ...ALIAS_PREFIXES].join('|')})/[^\\s\`'"(),;|]+`, 'g');
/** A path from the citing file: `./format.test.ts`, `../support/server.ts`. */
const RELATIVE_PATH = /(?<![\w./@~#-])\.\.?\/[^\s`'"(),;|]+/g;
/** A markdown link's target: `[text](target)` or `[text](target "title")`. */
const MARKDOWN_LINK = /\[[^\]\n]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;

/**
 * A placeholder or a pattern, not a file: `<area>`, `{type}`, `*`, `…`, `${x}`, `NNN`, `XXX`, or `...` outside
 * the brackets of a route folder (`[...locale]`).
 */
function isPattern(path: string): boolean {
  return /[<>{}*…$]|NNN|XXX/.test(path) || /\.\.\./.test(path.replace(/\[\.\.\.[\w-]+\]/g, ''));
}

/** What a path token cites, without what follows it in prose: a line number, an anchor, punctuation. */
function trimmed(token: string): string {
  return token
    .replace(/(?<=.)#.*$/, '')
    .replace(/:\d+(?::\d+)?$/, '')
    .replace(/[.:!?\]]+$/, '');
}

const hasExtension = (path: string) => /^\.[A-Za-z][A-Za-z0-9]{0,7}$/.test(extname(path));

function fromAlias(path: string): string {
  for (const [alias, target] of ALIASES) if (path.startsWith(alias)) return target + path.slice(alias.length);
  return path;
}

const isGenerated = (path: string) => GENERATED.some((folder) => path.startsWith(folder));

/**
 * Files a decision record names as history, the code it replaced: `citing file → cited path`, and why. A record
 * keeps its context as it was; anywhere else, a citation of a file that is gone is stale.
 */
const HISTORY: Record<string, string> = {
  'docs/decisions/013-two-languages.md → src/i18n/messages.en.ts': 'the one English copy module 013 replaced',
};

type Citation = { line: number; cited: string; path: string };

/** The line of each offset of `text`, counted once. */
function lineCounter(text: string): (index: number) => number {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return (index) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= index) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
}

/**
 * The citations in `text`, the contents of `file` (a path from the top): `path` is what must exist, from the top.
 * `text` is prose: a markdown file, or a code file's comments with the code blanked out.
 */
function citations(text: string, file: string): Citation[] {
  const found: Citation[] = [];
  const lineAt = lineCounter(text);
  for (const match of text.matchAll(ROOT_PATH)) {
    const cited = trimmed(match[0]);
    if (isPattern(cited) || !hasExtension(cited)) continue;
    const path = fromAlias(cited);
    if (!isGenerated(path)) found.push({ line: lineAt(match.index), cited, path });
  }
  for (const match of text.matchAll(RELATIVE_PATH)) {
    const cited = trimmed(match[0]);
    if (isPattern(cited) || !hasExtension(cited)) continue;
    const path = relative(ROOT, join(ROOT, dirname(file), cited));
    if (!isGenerated(path)) found.push({ line: lineAt(match.index), cited, path });
  }
  if (file.endsWith('.md'))
    for (const match of text.matchAll(MARKDOWN_LINK)) {
      const target = match[1]!.replace(/^<|>$/g, '');
      if (/^([a-z]+:|#|\/)/i.test(target) || isPattern(target)) continue;
      const path = relative(ROOT, join(ROOT, dirname(file), decodeURI(target.replace(/[#?].*$/, ''))));
      if (!isGenerated(normalize(path))) found.push({ line: lineAt(match.index), cited: target, path });
    }
  return found;
}

type Syntax = { line: string[]; block: Array<[string, string]> };
const JS: Syntax = { line: ['//'], block: [['/*', '*/']] };
const SYNTAX: Record<string, Syntax> = {
  '.ts': JS,
  '.tsx': JS,
  '.js': JS,
  '.mjs': JS,
  '.cjs': JS,
  '.astro': {
    line: ['//'],
    block: [
      ['/*', '*/'],
      ['<!--', '-->'],
    ],
  },
  '.css': { line: [], block: [['/*', '*/']] },
  '.sql': { line: ['--'], block: [['/*', '*/']] },
  '.sh': { line: ['#'], block: [] },
};

/**
 * The comments of a code file, everything else blanked out (line breaks kept, so lines count the same). Strings are
 * skipped so that 'https://…' is not a comment; a quote or backtick that opens none (an apostrophe in an Astro
 * template, a regular expression) costs at most the rest of its line, which can only hide a citation, never invent one.
 */
function commentsOf(code: string, syntax: Syntax): string {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const openers = [...syntax.line, ...syntax.block.map(([open]) => open), "'", '"', '`'];
  const next = new RegExp(openers.map(escape).join('|'), 'g');
  const blank = (text: string) => text.replace(/[^\n]/g, ' ');
  const out: string[] = [];
  let i = 0;
  for (let match = next.exec(code); match; next.lastIndex = i, match = next.exec(code)) {
    const at = match.index;
    const opener = match[0];
    out.push(blank(code.slice(i, at)));
    let stop: number;
    if (opener === "'" || opener === '"' || opener === '`') {
      let j = at + 1;
      while (j < code.length && code[j] !== opener && !(opener !== '`' && code[j] === '\n'))
        j += code[j] === '\\' ? 2 : 1;
      stop = Math.min(j + 1, code.length);
      out.push(blank(code.slice(at, stop)));
    } else if (opener === '#' && at > 0 && !/\s/.test(code[at - 1]!)) {
      stop = at + 1;
      out.push(' ');
    } else {
      const close = syntax.line.includes(opener) ? '\n' : syntax.block.find(([open]) => open === opener)![1];
      const end = code.indexOf(close, at + opener.length);
      stop = end === -1 ? code.length : close === '\n' ? end : end + close.length;
      out.push(code.slice(at, stop));
    }
    i = stop;
  }
  out.push(blank(code.slice(i)));
  return out.join('');
}

function filesUnder(dir: string): string[] {
  if (!existsSync(join(ROOT, dir))) return [];
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return isGenerated(`${path}/`) || entry.name === 'node_modules' ? [] : filesUnder(path);
    return [path];
  });
}

/** The prose of a file in which citations are looked for, or null for a file that has none (data, pictures). */
function proseOf(file: string): string | null {
  if (file.endsWith('.md')) return readFileSync(join(ROOT, file), 'utf8');
  const syntax = SYNTAX[extname(file)];
  return syntax ? commentsOf(readFileSync(join(ROOT, file), 'utf8'), syntax) : null;
}

const CITING = [
  'README.md',
  'CONTRIBUTING.md',
  ...filesUnder('docs').filter((file) => file.endsWith('.md')),
  ...['src', 'server', 'scripts', 'tests'].flatMap(filesUnder),
].filter((file) => existsSync(join(ROOT, file)));

describe('cited paths', () => {
  it('every file that docs and code comments cite exists', () => {
    const missing: string[] = [];
    for (const file of CITING) {
      const prose = proseOf(file);
      if (prose === null) continue;
      for (const { line, cited, path } of citations(prose, file))
        if (!existsSync(join(ROOT, path)) && !HISTORY[`${file} → ${path}`])
          missing.push(`${file}:${line} cites ${cited}`);
    }
    expect(missing).toEqual([]);
  });

  it('the decision index carries each record under its own title', () => {
    const dir = 'docs/decisions';
    const index = readFileSync(join(ROOT, dir, 'README.md'), 'utf8');
    const listed = new Map(
      [...index.matchAll(/^\| \[(\d{3})\]\(([^)]+)\) \| (.+?) \|$/gm)].map((m) => [m[2]!, `${m[1]} · ${m[3]}`]),
    );
    const records = readdirSync(join(ROOT, dir)).filter((name) => /^\d{3}-.*\.md$/.test(name));
    const titles = new Map(
      records.map((name) => [
        name,
        readFileSync(join(ROOT, dir, name), 'utf8')
          .split('\n', 1)[0]!
          .replace(/^# /, ''),
      ]),
    );
    expect(listed).toEqual(titles);
  });

  describe('what counts as a citation', () => {
    const cited = (text: string, file = 'docs/x.md') => citations(text, file).map(({ path }) => path);

    it('takes paths from the top, aliases, and paths and markdown links relative to their file', () => {
      expect(cited('see `src/i18n/format.ts` (and #src/config/env.ts:12).')).toEqual([
        'src/i18n/format.ts',
        'src/config/env.ts',
      ]);
      expect(cited('[013](decisions/013-two-languages.md#money)', 'docs/layout.md')).toEqual([
        'docs/decisions/013-two-languages.md',
      ]);
      expect(cited('beside it, ./rules.ts and ../../api/guard.ts', 'src/features/account/messages.ts')).toEqual([
        'src/features/account/rules.ts',
        'src/api/guard.ts',
      ]);
      expect(cited('[pages](src/pages/[...locale]/index.astro)', 'README.md')).toEqual([
        'src/pages/[...locale]/index.astro',
        'src/pages/[...locale]/index.astro',
      ]);
    });

    it('skips placeholders, folders, addresses, build output and paths inside other paths', () => {
      const prose = [
        'src/commerce/db/migrations/NNN_name.sql, src/http/<area>.ts, shoe/{type}, src/pages/api/*, src/…',
        'src/features/ and tests/e2e, [home](/ar/), [site](https://example.com/src/x.ts), dist/server/entry.mjs',
        'x/../src/x.ts, node_modules/astro/src/core.ts, pictures/1/a.avif, `${dir}/src/x.ts`',
      ].join('\n');
      expect(cited(prose)).toEqual([]);
    });

    it('reads code for its comments only', () => {
      const code = [
        "const a = 'src/in/a/string.ts'; // src/in/a/comment.ts",
        "const url = 'https://example.com'; /* tests/unit/block.test.ts",
        '   and more */ const b = `docs/template.md`;',
        '<!-- server/html.ts -->',
      ].join('\n');
      const comments = commentsOf(code, SYNTAX['.astro']!);
      expect(citations(comments, 'src/x.astro')).toEqual([
        { line: 1, cited: 'src/in/a/comment.ts', path: 'src/in/a/comment.ts' },
        { line: 2, cited: 'tests/unit/block.test.ts', path: 'tests/unit/block.test.ts' },
        { line: 4, cited: 'server/html.ts', path: 'server/html.ts' },
      ]);
    });
  });
});
