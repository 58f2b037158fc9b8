/**
 * Every example in the docs runs, and shows what it gives (Rust's doc-tests, Python's doctest).
 *
 * Each fenced `js` or `ts` block of README.md and docs/ runs as an ES module in Node, as a user
 * would run it: in a throwaway folder whose node_modules/sudoku-wasm is this repository (the
 * built package, through its `exports`), beside a `puzzles.txt` of five puzzle lines. A result
 * shown in a comment after `// →` is checked: the expression statement the comment ends (or,
 * for a comment on its own line, the one before it) must give it; a primitive must be equal (a
 * string shown ending in `…` is a prefix), an object or array must hold what is shown (as
 * `toMatchObject`). Continuation lines of a shown result are comment lines that follow it.
 *
 * The markdown is checked too: a fence line holds the fence alone (no text after a closing
 * fence, which would run the rest of the page into the block), every relative link resolves to
 * a file and, with `#`, to a heading, and the user docs (README.md and the guides, not
 * CONTRIBUTING.md, CHANGELOG.md or docs/design/) tell no history.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, normalize } from 'node:path';
import * as esbuild from 'esbuild';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anchors, codeBlocks, docFiles, read, relativeLinks, root, userDocs, type CodeBlock } from './markdown';

/** The puzzles.txt an example may read: a comment and five puzzle lines (unique, multiple, unique, unique, not a puzzle). */
const PUZZLES_TXT = `# five puzzle lines
4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......
8.........95.......76.........426798...571243...893165......916....3.487....1.532
..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..
.6..7.......8...2..1.............6.54..3...........7..2...6..4.8.31.........5.1..
not a puzzle
`;

/** Checks a shown result (injected at the top of every example). */
const PRELUDE = `
const __matches = (actual, expected) => {
  if (typeof expected === 'string' && expected.endsWith('…')) return typeof actual === 'string' && actual.startsWith(expected.slice(0, -1));
  if (expected === null || typeof expected !== 'object') return Object.is(actual, expected);
  if (actual === null || typeof actual !== 'object') return false;
  if (Array.isArray(expected) && (!Array.isArray(actual) || actual.length !== expected.length)) return false;
  return Object.keys(expected).every((key) => __matches(actual[key], expected[key]));
};
const __show = (value) => { try { return JSON.stringify(value, (k, v) => (typeof v === 'bigint' ? String(v) : v)); } catch { return String(value); } };
globalThis.__check = async (actual, expected, where) => {
  const value = actual && typeof actual.then === 'function' ? await actual : actual;
  if (!__matches(value, expected)) throw new Error(where + ': expected ' + __show(expected) + ', got ' + __show(value));
};
`;

const examples: CodeBlock[] = docFiles().flatMap((file) => codeBlocks(file, read(file)).blocks.filter((b) => b.lang === 'js' || b.lang === 'ts'));

let work: string;

beforeAll(() => {
  if (!existsSync(join(root, 'dist/index.js'))) throw new Error('dist/ is missing: run `npm run build` first (the examples run the built package)');
  work = mkdtempSync(join(tmpdir(), 'sudoku-wasm-doctest-'));
  mkdirSync(join(work, 'node_modules'));
  symlinkSync(root, join(work, 'node_modules', 'sudoku-wasm'), 'dir');
  writeFileSync(join(work, 'package.json'), JSON.stringify({ name: 'doctest', private: true, type: 'module' }));
  writeFileSync(join(work, 'puzzles.txt'), PUZZLES_TXT);
});

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('every js/ts example of the docs runs and gives what it shows', () => {
  it('there are examples, and results shown in them', () => {
    expect(examples.length).toBeGreaterThan(20);
    expect(examples.filter((b) => b.code.includes('// →')).length).toBeGreaterThan(15);
  });

  it.each(examples.map((b) => [`${b.file}:${b.line}`, b] as const))('%s', async (_where, block) => {
    const module = await esbuild.transform(withChecks(block), { loader: 'ts', format: 'esm', target: 'es2022' });
    const file = join(work, `example-${block.file.replace(/[^\w]/g, '_')}-${block.line}.mjs`);
    writeFileSync(file, PRELUDE + module.code);
    const r = spawnSync(process.execPath, [file], { cwd: work, encoding: 'utf8', timeout: 60_000 });
    expect(r.status, `${block.file}:${block.line} failed:\n${r.stderr}`).toBe(0);
  }, 70_000);
});

/**
 * The block with each shown result turned into a check: `EXPR; // → VALUE` becomes
 * `await __check(EXPR, VALUE, 'file:line');`.
 * @throws when a shown result follows no expression statement
 */
function withChecks(block: CodeBlock): string {
  const { code } = block;
  const source = ts.createSourceFile('example.ts', code, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const lines = code.split('\n');
  const lineOf = (pos: number): number => source.getLineAndCharacterOfPosition(pos).line;
  const shownResults: { line: number; expected: string; alone: boolean }[] = [];
  for (let i = 0; i < lines.length; i++) {
    const at = lines[i].indexOf('// →');
    if (at < 0) continue;
    const start = i;
    const parts = [lines[i].slice(at + 4).trim()];
    while (i + 1 < lines.length && /^\s*\/\/(?!\s*→)/.test(lines[i + 1])) parts.push(lines[++i].replace(/^\s*\/\//, '').trim());
    shownResults.push({ line: start, expected: parts.join(' '), alone: lines[start].slice(0, at).trim() === '' });
  }
  const replacements: { start: number; end: number; text: string }[] = [];
  for (const shownResult of shownResults) {
    const candidates = source.statements.filter((s) =>
      shownResult.alone ? lineOf(s.getEnd()) < shownResult.line : lineOf(s.getEnd()) === shownResult.line,
    );
    const statement = candidates[candidates.length - 1];
    const where = `${block.file}:${block.line + shownResult.line}`;
    if (!statement || !ts.isExpressionStatement(statement)) throw new Error(`${where}: a shown result (// →) must follow an expression statement`);
    const text = `await __check((${statement.expression.getText(source)}), (${shownResult.expected}), ${JSON.stringify(where)});`;
    replacements.push({ start: statement.getStart(source), end: statement.getEnd(), text });
  }
  let out = code;
  for (const r of replacements.sort((a, b) => b.start - a.start)) out = out.slice(0, r.start) + r.text + out.slice(r.end);
  return out;
}

describe('the markdown', () => {
  const files = docFiles();

  it('finds the docs', () => {
    expect(files).toEqual(expect.arrayContaining(['README.md', 'CONTRIBUTING.md', 'CHANGELOG.md', join('docs', 'logic.md')]));
  });

  it.each(files)('%s: every fence line is a fence alone, every block closed', (file) => {
    expect(codeBlocks(file, read(file)).problems).toEqual([]);
  });

  it.each(files)('%s: every relative link resolves (file and heading)', (file) => {
    const broken: string[] = [];
    for (const { target, line } of relativeLinks(read(file))) {
      const [path, anchor] = target.split('#') as [string, string | undefined];
      const resolved = path === '' ? join(root, file) : normalize(join(root, dirname(file), decodeURI(path)));
      if (!existsSync(resolved)) broken.push(`${file}:${line}: ${target} (no such file)`);
      else if (anchor !== undefined && resolved.endsWith('.md') && !anchors(read(resolved.slice(root.length))).has(anchor)) {
        broken.push(`${file}:${line}: ${target} (no such heading)`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('the README is at most 300 lines', () => {
    expect(read('README.md').split('\n').length).toBeLessThanOrEqual(300);
  });

  /** Words that tell how the package came to be, which the user docs leave to CHANGELOG.md and docs/design/. */
  const HISTORY = [
    /\bissue \d+/i,
    /\bbefore (this|the) (change|layout|issue)/i,
    /\ban earlier (readme|version)/i,
    /\bused to\b/i,
    /\bno longer\b/i,
    /\*Changed:\*/,
    /\bcommit [0-9a-f]{7}/i,
    /\bat [0-9a-f]{7}\b/,
    /\bload average/i,
    /\b20\d\d-\d\d-\d\dT?\d*/,
    /\bsince then\b/i,
    /\b(an )?earlier (runs?|builds?)\b/i,
    /\ba later (run|build)\b/i,
    /\bthe (two )?latest runs\b/i,
  ];

  it.each(userDocs())('%s tells no history', (file) => {
    const found = read(file)
      .split('\n')
      .flatMap((line, i) => HISTORY.filter((re) => re.test(line)).map((re) => `${file}:${i + 1}: ${re} in "${line.trim()}"`));
    expect(found).toEqual([]);
  });
});
