/**
 * Running a documentation example as a user would: an ES module in Node, in a throwaway folder
 * whose node_modules/sudoku-wasm is this repository (the built package, through its `exports`),
 * beside a `puzzles.txt` of five puzzle lines. A result shown in a comment after `// →` is
 * checked: the expression statement the comment ends (or, for a comment on its own line, the one
 * before it) must give it; a primitive must be equal (a string shown ending in `…` is a prefix),
 * an object or array must hold what is shown (as `toMatchObject`). Continuation lines of a shown
 * result are comment lines that follow it.
 *
 * Owns: the folder, the checks injected into an example, and running one. Used by the examples
 * of the markdown (doctest.test.ts) and of the JSDoc (jsdoc-examples.test.ts).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import ts from 'typescript';
import { root, type CodeBlock } from './markdown';

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

/** A folder to run examples in, made for a suite (`npm run build` first); `remove()` when done. */
export function exampleFolder(): { path: string; remove: () => void } {
  if (!existsSync(join(root, 'dist/index.js'))) throw new Error('dist/ is missing: run `npm run build` first (the examples run the built package)');
  const path = mkdtempSync(join(tmpdir(), 'sudoku-wasm-doctest-'));
  mkdirSync(join(path, 'node_modules'));
  symlinkSync(root, join(path, 'node_modules', 'sudoku-wasm'), 'dir');
  writeFileSync(join(path, 'package.json'), JSON.stringify({ name: 'doctest', private: true, type: 'module' }));
  writeFileSync(join(path, 'puzzles.txt'), PUZZLES_TXT);
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

/** Runs an example in the folder, its shown results checked: what Node wrote to stderr, and its exit status (0: it ran and gave what it shows). */
export async function runExample(block: CodeBlock, folder: string): Promise<{ status: number | null; stderr: string }> {
  const module = await esbuild.transform(withChecks(block), { loader: 'ts', format: 'esm', target: 'es2022' });
  const file = join(folder, `example-${block.file.replace(/[^\w]/g, '_')}-${block.line}.mjs`);
  writeFileSync(file, PRELUDE + module.code);
  const r = spawnSync(process.execPath, [file], { cwd: folder, encoding: 'utf8', timeout: 60_000 });
  return { status: r.status, stderr: r.stderr };
}

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
