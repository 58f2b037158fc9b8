/**
 * Hostile variant input, structure-aware (fast-check): the published f-puzzles puzzles (with
 * `../shared`), small generated ones and a random one of every rule of the model (always) are
 * mutated where they are weakest (fields dropped, repeated or swapped, values of the wrong JSON
 * type, cells outside the grid or misnamed, numbers huge, negative, -0, fractional or not
 * numbers, clues anywhere in 0 … 2³¹ − 1 and text that is almost one, empty and giant arrays, a cell
 * twice in a cage or line, lines that cross themselves, deep nesting, sizes 1–20, JSON cut
 * short, links cut short or mangled, the model's JSON of other versions) and each is read and
 * searched under a small budget.
 *
 * The rule checked for every case: `parseVariant` returns a model or throws a SudokuParseError
 * whose `path` names a place of the input (the value at fault, or the member that is missing)
 * and whose `column`/`char` point at that character of the text; `validate` answers unique,
 * multiple, none, invalid (with that error) or unknown (the budget), never another error; the
 * case takes no longer than its budget allows; and afterwards a published puzzle and a classic
 * one still get their known answers from the same engines (nothing of a bad case stays in the
 * WebAssembly memory); what the reader returns reads back the same from its own JSON. The CLI,
 * on a file of such lines mixed with garbage and classic lines, answers each line that is not
 * blank once, in order, with no stack trace, and the same with `--threads 2`.
 *
 * Seeded, 300 runs per property: the whole file takes a few seconds. FUZZ_SEED and FUZZ_RUNS
 * run a longer hunt (seeds 7–12, 21–23 and 31–33 at 800–1500 runs passed).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import * as api from '../../src/index';
import { isVariantLine } from '../../src/variant/index';
import type { VariantFamily } from '../../src/index';
import { sharedCandidate, sharedDir } from '../support/shared';
import { readExamples, type Example } from './formats/helpers';
import { RULE_KINDS, randomCase } from './engine/random-models';
import type { VariantSize } from '../../src/variant/model';
import { cliPath, requireBuiltCli } from '../cli/run-cli';

/** Seed and runs of each property (FUZZ_SEED and FUZZ_RUNS override them, for a longer hunt). */
const SEED = Number(process.env.FUZZ_SEED ?? 20261207);
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
/** What each search gets: a bad case must not search for long. */
const BUDGET = { maxNodes: 5_000, timeoutMs: 200 } as const;
/** The longest a case may take, reading and searching twice under {@link BUDGET} (room for a loaded machine). */
const CASE_MS = 3_000;

/** A classic puzzle and its solution. */
const CLASSIC = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
const CLASSIC_SOLUTION = '417369825632158947958724316825437169791586432346912758289643571573291684164875293';

/** The published examples, when the shared folder is there (the generated puzzles are mutated either way). */
const examples: Example[] = sharedDir === null ? [] : readExamples(sharedDir);
if (sharedDir === null) console.warn(`hostile variant input: the published examples are left out: shared data folder not found at ${sharedCandidate} (set SUDOKU_SHARED_DIR)`);

/** Small generated puzzles of assorted rules (no shared folder needed). */
const GENERATED: readonly [VariantFamily[], number][] = [
  [['killer'], 4],
  [['thermo', 'kropki'], 6],
  [['arrow'], 9],
  [['xv', 'whispers'], 6],
  [['littleKiller'], 9],
  [['jigsaw', 'renban', 'oddEven'], 5],
  [['x', 'antiKnight'], 8],
  [['palindrome', 'regionSum'], 6],
];
const generated = GENERATED.map(([rules, size], i) => api.generateVariantSync({ rules, size, seed: 11 + i, timeoutMs: 20_000 }));

/** Random puzzles of every rule of the model (the engine tests' cases), sizes 4 to 9, a third of the cells given. */
const RANDOM = RULE_KINDS.flatMap((kind, i) => {
  const made = randomCase(kind, (4 + (i % 6)) as VariantSize, 100 + i, 0.3) ?? randomCase(kind, 9, 100 + i, 0.3);
  return made === null ? [] : [made.puzzle];
});

/** f-puzzles objects to mutate: every published one, every generated one and every random one. */
const SOURCES: Record<string, unknown>[] = [
  ...examples.map((e) => e.fpuzzles),
  ...[...generated.map((g) => g.puzzle), ...RANDOM].map((p) => api.toFpuzzles(p) as unknown as Record<string, unknown>),
];
/** Puzzles in the model's own JSON. */
const MODELS: Record<string, unknown>[] = [
  ...examples.slice(0, 12).map((e) => JSON.parse(api.formatVariant(api.parseVariant(e.fpuzzles)))),
  ...[...generated.map((g) => g.puzzle), ...RANDOM].map((p) => JSON.parse(api.formatVariant(p))),
];

/** The known answers checked after every case: a published puzzle (or a generated one) and a classic one. */
const KNOWN = (() => {
  const published = examples.find((e) => e.title === 'Jigsaw');
  if (published !== undefined) return { input: published.line, solution: published.solution.join('') };
  return { input: JSON.stringify(api.toFpuzzles(generated[1].puzzle)), solution: generated[1].solution };
})();

function expectKnownAnswers(after: string): void {
  const variant = api.validate(KNOWN.input);
  if (variant.status !== 'unique' || variant.solution !== KNOWN.solution) expect.fail(`variant answer wrong after ${after}: ${variant.status}`);
  const classic = api.validate(CLASSIC);
  if (classic.status !== 'unique' || classic.solution !== CLASSIC_SOLUTION) expect.fail(`classic answer wrong after ${after}: ${classic.status}`);
}

// ─── mutations ────────────────────────────────────────────────────────────────────────────────

/** Cell names a reader must refuse or read right. */
const CELL_NAMES = ['R0C1', 'r10c1', 'R1C0', '', 'R1', 'C1', 'R1C1R1C2', 'R-1C2', 'R1.5C2', 'R99999999999C1', 'R1C1 ', 'R٣C1', 'R1C10', 'r1c1', 'R01C01'];
/** Numbers of every awkward kind. */
const NUMBERS = [0, -1, -0, 0.5, 1.5, 1e308, -1e308, 2 ** 31, 2 ** 31 - 1, 2 ** 53, 1e21, NaN, Infinity, -Infinity, 100, 45];
/** Clue numbers in range (0 … 2³¹ − 1), so that the engine meets them: the extremes of its arithmetic. */
const CLUES = [0, 1, 2, 9, 10, 45, 46, 405, 1_000_000, 2 ** 30, 2 ** 31 - 1];
/** Clues as f-puzzles writes them (text), and text that is almost one. */
const CLUE_TEXTS = [...CLUES.map(String), '-1', '2147483648', '1e3', '', ' 5', '05', '5.0', '0x10', '99999999999999999999'];
/** Values of every JSON type (and a few no JSON holds). */
const VALUES: unknown[] = [
  null,
  true,
  false,
  '',
  'x',
  '5',
  '1e400',
  [],
  {},
  [[]],
  [{}],
  [null],
  ['R1C1', 'R1C1'],
  { cells: [] },
  { cells: ['R1C1'], value: '' },
  { lines: [[]] },
  { lines: [['R1C1', 'R2C2', 'R1C2', 'R2C1', 'R1C1']] },
  ...CELL_NAMES,
  ...NUMBERS,
  undefined,
];

/** One change to a JSON tree: an operation at one of its places (picked modulo their count). */
interface Mutation {
  kind: 'drop' | 'duplicate' | 'swap' | 'value' | 'cellName' | 'number' | 'clue' | 'empty' | 'giant' | 'nest' | 'crossing' | 'repeatCell' | 'size';
  at: number;
  pick: number;
}

const mutationArb: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom('drop', 'duplicate', 'swap', 'value', 'cellName', 'number', 'clue', 'clue', 'empty', 'giant', 'nest', 'crossing', 'repeatCell', 'size'),
  at: fc.nat(),
  pick: fc.nat(),
});

type Container = Record<string, unknown> | unknown[];


/**
 * Every place of a tree (a container and a key in it); with `rules`, not those inside the grid
 * and the solution (their cells are most of an f-puzzles tree, and the rules' fields are where
 * the readers and the engine differ most).
 */
function places(root: Record<string, unknown>, rules: boolean): [Container, string | number][] {
  const out: [Container, string | number][] = [];
  const stack: Container[] = [root];
  const skipped = new Set(rules ? [root.grid, root.solution] : []);
  while (stack.length > 0 && out.length < 20_000) {
    const node = stack.pop()!;
    const keys: (string | number)[] = Array.isArray(node) ? node.map((_, i) => i) : Object.keys(node);
    for (const key of keys) {
      out.push([node, key]);
      const child = (node as Record<string, unknown>)[key];
      if (typeof child === 'object' && child !== null && !skipped.has(child)) stack.push(child as Container);
    }
  }
  return out;
}

function pickOf<T>(list: readonly T[], n: number): T {
  return list[n % list.length];
}

/** A path of cells, as f-puzzles names them, that crosses itself (king's moves, R1C1 R2C2 R1C2 R2C1). */
const CROSSING = ['R1C1', 'R2C2', 'R1C2', 'R2C1'];

/** Whether a place holds a clue: a number outside the cells, or digits as text (an f-puzzles value). */
function isClue(node: Container, key: string | number): boolean {
  const v = (node as Record<string | number, unknown>)[key];
  if (typeof v === 'string') return /^\d+$/.test(v);
  return typeof v === 'number' && typeof key === 'string' && key !== 'size' && key !== 'version' && key !== 'value';
}

/** Applies one mutation to `root` in place (the root stays an object). */
function mutate(root: Record<string, unknown>, m: Mutation): void {
  if (m.kind === 'size') {
    const size = 1 + (m.pick % 20);
    root.size = size;
    if ('grid' in root && m.pick % 3 !== 0) root.grid = Array.from({ length: size }, () => Array.from({ length: size }, () => ({})));
    if ('givens' in root && m.pick % 3 !== 0) root.givens = '.'.repeat(size * size);
    return;
  }
  const all = places(root, m.pick % 4 !== 0);
  if (all.length === 0) return;
  const [node, key] = pickOf(all, m.at);
  const get = () => (node as Record<string | number, unknown>)[key];
  const set = (v: unknown) => {
    (node as Record<string | number, unknown>)[key] = v;
  };
  switch (m.kind) {
    case 'drop':
      if (Array.isArray(node)) node.splice(key as number, 1);
      else delete node[key as string];
      break;
    case 'duplicate':
      if (Array.isArray(node)) node.splice(key as number, 0, structuredClone(get()));
      else set(structuredClone(pickOf(Object.values(node), m.pick)));
      break;
    case 'swap': {
      const keys: (string | number)[] = Array.isArray(node) ? node.map((_, i) => i) : Object.keys(node);
      const other = pickOf(keys, m.pick);
      const a = get();
      set((node as Record<string | number, unknown>)[other]);
      (node as Record<string | number, unknown>)[other] = a;
      break;
    }
    case 'value':
      set(structuredClone(pickOf(VALUES, m.pick)));
      break;
    case 'cellName':
      set(pickOf(CELL_NAMES, m.pick));
      break;
    case 'number':
      set(pickOf(NUMBERS, m.pick));
      break;
    case 'clue': {
      // the first clue at or after the place: a number of the model, or f-puzzles' text of one
      const from = all.findIndex((_, i) => i >= m.at % all.length && isClue(all[i][0], all[i][1]));
      const found = from >= 0 ? all[from] : all.find(([n, k]) => isClue(n, k));
      if (found === undefined) break;
      const [n, k] = found;
      const old = (n as Record<string | number, unknown>)[k];
      (n as Record<string | number, unknown>)[k] = typeof old === 'number' ? pickOf(CLUES, m.pick) : pickOf(CLUE_TEXTS, m.pick);
      break;
    }
    case 'empty':
      set(Array.isArray(get()) ? [] : typeof get() === 'string' ? '' : {});
      break;
    case 'giant': {
      const v = get();
      if ((JSON.stringify(v) ?? '').length > 1_000) break; // one giant array per place: a few MB at most
      const length = 1_000 + (m.pick % 1_000);
      // copies, not one value shared: a later mutation changes one place, not thousands
      set(Array.isArray(v) && v.length > 0 ? Array.from({ length }, (_, i) => structuredClone(v[i % v.length])) : Array.from({ length }, () => structuredClone(v)));
      break;
    }
    case 'nest': {
      let v: unknown = get();
      if ((JSON.stringify(v) ?? '').length > 1_000) break;
      const depth = m.pick % 2 === 0 ? 20 : 200;
      for (let i = 0; i < depth; i++) v = [v];
      set(v);
      break;
    }
    case 'crossing':
      set(Array.isArray(get()) && Array.isArray((get() as unknown[])[0]) ? [[...CROSSING]] : [...CROSSING]);
      break;
    case 'repeatCell': {
      const v = get();
      if (Array.isArray(v) && v.length > 0) v.push(structuredClone(v[m.pick % v.length]));
      else if (typeof v === 'string' && /^R\d+C\d+$/.test(v)) set([v, v]);
      else if (typeof v === 'number') set([v, v]);
      break;
    }
  }
}

/** A mutated copy of a source tree. */
function mutated(source: Record<string, unknown>, mutations: readonly Mutation[]): Record<string, unknown> {
  const copy = structuredClone(source);
  for (const m of mutations) mutate(copy, m);
  return copy;
}

/** Text mutations: cut short, a character replaced, inserted or removed. */
interface TextMutation {
  kind: 'cut' | 'replace' | 'insert' | 'remove';
  at: number;
  piece: string;
}

const textMutationArb: fc.Arbitrary<TextMutation> = fc.record({
  kind: fc.constantFrom('cut', 'replace', 'insert', 'remove'),
  at: fc.nat(),
  piece: fc.oneof(fc.constantFrom('"', '{', '}', '[', ']', ',', ':', '\\', '%', '=', '\u0000', '\uD800', 'é', '😀', ' '), fc.string({ unit: 'binary', minLength: 1, maxLength: 3 })),
});

function mutateText(text: string, m: TextMutation): string {
  const i = text.length === 0 ? 0 : m.at % text.length;
  if (m.kind === 'cut') return text.slice(0, i);
  if (m.kind === 'remove') return text.slice(0, i) + text.slice(i + 1);
  return text.slice(0, i) + m.piece + text.slice(m.kind === 'replace' ? i + 1 : i);
}

// ─── the checks ───────────────────────────────────────────────────────────────────────────────

/** The segments of a JSON path (`killercage[2].cells[1]` → killercage, 2, cells, 1; `["diagonal-"]` → diagonal-). */
function pathSegments(path: string): (string | number)[] | undefined {
  const out: (string | number)[] = [];
  const re = /(?:^|\.)([A-Za-z_$][\w$]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/y;
  while (re.lastIndex < path.length) {
    const m = re.exec(path);
    if (m === null) return undefined;
    out.push(m[1] ?? (m[2] !== undefined ? Number(m[2]) : (JSON.parse(m[3]) as string)));
  }
  return out;
}

/** Whether `path` names a value of `root`, or a member missing from an object of it. */
function pathExists(root: unknown, path: string): boolean {
  if (path === '') return true;
  const segments = pathSegments(path);
  if (segments === undefined) return false;
  let node: unknown = root;
  for (let i = 0; i < segments.length; i++) {
    const key = segments[i];
    if (typeof node !== 'object' || node === null) return false;
    const last = i === segments.length - 1;
    if (Array.isArray(node)) {
      if (typeof key !== 'number' || key >= node.length) return false;
    } else if (!Object.prototype.hasOwnProperty.call(node, key)) return last; // a missing member
    node = (node as Record<string | number, unknown>)[key];
  }
  return true;
}

/** Messages of errors that come from inside the package, not from its checks. */
const INTERNAL =
  /unreachable|out of bounds|Cannot read prop|Cannot set prop|is not a function|is not iterable|undefined is not|null is not|Maximum call stack|Invalid array length|Invalid typed array length|Cannot convert|detached ArrayBuffer|\bat [\w.<>]+ \(/i;

/** The input of a case and, for JSON paths, the tree they name. */
interface Case {
  label: string;
  input: string | Record<string, unknown>;
  /** The tree an error's `path` is checked against (the object, or the text's JSON); absent for links. */
  tree?: unknown;
}

/** Checks the error a reader threw for a case: a SudokuParseError that points at the fault. */
function expectPreciseError(c: Case, error: unknown): asserts error is api.SudokuParseError {
  const what = `${c.label}: ${error instanceof Error ? `${error.name}: ${error.message.slice(0, 300)}` : String(error)}`;
  expect(error, what).toBeInstanceOf(api.SudokuParseError);
  const e = error as api.SudokuParseError;
  expect(INTERNAL.test(e.message), what).toBe(false);
  expect(e.message.startsWith('sudoku-wasm: ') || !/^\w+Error/.test(e.message), what).toBe(true);
  if (e.path !== undefined && c.tree !== undefined) expect(pathExists(c.tree, e.path), `${what} (path ${e.path})`).toBe(true);
  if (e.column !== undefined && typeof c.input === 'string') {
    const line = c.input.split(/\r\n|\r|\n/)[(e.line ?? 1) - 1] ?? ''; // JSON text counts CR, LF and CRLF as line ends
    expect(e.column, what).toBeGreaterThanOrEqual(1);
    expect(e.column, what).toBeLessThanOrEqual(line.length + 1);
    // a column one past the line's end is its line break (a line break inside a JSON string)
    if (e.char !== undefined) expect(e.column > line.length ? '\r\n'.includes(e.char) : String.fromCodePoint(line.codePointAt(e.column - 1)!) === e.char, what).toBe(true);
  }
  // every error of an object names its place, but for an object that is no puzzle at all
  const noPuzzle = typeof c.tree === 'object' && c.tree !== null && !('grid' in c.tree) && !('givens' in c.tree);
  if (typeof c.input === 'object' && !noPuzzle && e.code !== 'CONFLICT') expect(e.path, `${what}: an object's error has a path`).toBeDefined();
}

/** Reads and searches one case (see the header); returns the status `validate` gave. */
function runCase(c: Case): string {
  const started = performance.now();
  let model: api.VariantPuzzle | undefined;
  let readError: api.SudokuParseError | undefined;
  try {
    model = api.parseVariant(c.input);
  } catch (error) {
    expectPreciseError(c, error);
    readError = error;
  }
  if (model !== undefined) {
    // what the reader made reads back the same through the model's JSON
    expect(api.parseVariant(api.formatVariant(model)), c.label).toEqual(model);
    try {
      api.countSolutions(model, 2, BUDGET);
    } catch (error) {
      expect(error, `${c.label}: ${String(error)}`).toBeInstanceOf(api.BudgetExhaustedError);
    }
  }
  let verdict: api.Verdict;
  try {
    verdict = api.validate(c.input, BUDGET);
  } catch (error) {
    expect.fail(`${c.label}: validate threw ${error instanceof Error ? `${error.name}: ${error.message.slice(0, 300)}` : String(error)}`);
  }
  const elapsed = performance.now() - started;
  expect(elapsed, `${c.label}: took ${elapsed.toFixed(0)} ms`).toBeLessThan(CASE_MS);
  if (verdict.status === 'invalid') {
    expect(readError, `${c.label}: validate refused what parseVariant read (${verdict.error.message})`).toBeDefined();
    expectPreciseError(c, verdict.error);
    // text that does not look like a variant puzzle is read as a classic one by validate
    if (typeof c.input !== 'string' || isVariantLine(c.input)) expect(verdict.error.code, c.label).toBe(readError!.code);
  } else {
    expect(readError, `${c.label}: validate answered ${verdict.status} for what parseVariant refused (${readError?.message})`).toBeUndefined();
    expect(['unique', 'multiple', 'none', 'unknown'], c.label).toContain(verdict.status);
    if (verdict.status === 'unknown') expect(verdict.stopped, c.label).toBeDefined();
  }
  expectKnownAnswers(c.label);
  return verdict.status;
}

/** How often each status came out, so that the properties are seen to reach the searches. */
const tally: Record<string, number> = {};
function count(status: string): void {
  tally[status] = (tally[status] ?? 0) + 1;
}
afterAll(() => console.info(`variant hostile-input verdicts: ${JSON.stringify(tally)}`));

const sourceArb = fc.nat().map((i) => SOURCES[i % SOURCES.length]);
const modelArb = fc.nat().map((i) => MODELS[i % MODELS.length]);
const mutationsArb = fc.array(mutationArb, { minLength: 1, maxLength: 4 });

describe('hostile variant input: a precise error or a verdict, in time, and the engines unharmed', () => {
  it('f-puzzles objects, mutated: read as objects and as JSON text', () => {
    fc.assert(
      fc.property(sourceArb, mutationsArb, (source, mutations) => {
        const object = mutated(source, mutations);
        count(runCase({ label: `object ${JSON.stringify(mutations)}`, input: object, tree: object }));
        const text = JSON.stringify(object);
        count(runCase({ label: `text ${JSON.stringify(mutations)}`, input: text, tree: JSON.parse(text) }));
      }),
      { seed: SEED, numRuns: RUNS },
    );
  }, 120_000);

  it('the model JSON, mutated (versions too)', () => {
    fc.assert(
      fc.property(modelArb, mutationsArb, fc.option(fc.constantFrom(0, 2, '1', 1.5, null, -1), { nil: undefined, freq: 4 }), (source, mutations, version) => {
        const object = mutated(source, mutations);
        if (version !== undefined) object.version = version;
        count(runCase({ label: `model ${JSON.stringify(mutations)} version ${String(version)}`, input: object, tree: object }));
        const text = JSON.stringify(object);
        count(runCase({ label: `model text ${JSON.stringify(mutations)}`, input: text, tree: JSON.parse(text) }));
      }),
      { seed: SEED, numRuns: RUNS },
    );
  }, 120_000);

  it('JSON text and links cut short or mangled', () => {
    fc.assert(
      fc.property(sourceArb, fc.constantFrom('json', 'model', 'fpuzzles', 'sudokupad'), fc.array(textMutationArb, { minLength: 1, maxLength: 3 }), (source, form, edits) => {
        const model = api.parseVariant(source);
        const whole =
          form === 'json' ? JSON.stringify(source) : form === 'model' ? api.formatVariant(model) : form === 'fpuzzles' ? api.toFpuzzlesLink(model) : api.toSudokuPadLink(model);
        const text = edits.reduce(mutateText, whole);
        let tree: unknown;
        if (form === 'json' || form === 'model') {
          try {
            tree = JSON.parse(text);
          } catch {
            tree = undefined; // not JSON: the error points at a character, not a path
          }
        }
        count(runCase({ label: `${form} ${JSON.stringify(edits)}: ${text.slice(0, 80)}`, input: text, tree }));
      }),
      { seed: SEED, numRuns: RUNS },
    );
  }, 120_000);
});

// ─── the CLI ──────────────────────────────────────────────────────────────────────────────────

describe('the CLI on mutated variant lines mixed with garbage and classic lines', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sudoku-variant-fuzz-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('validate --json: one verdict per line, in order, no stack trace, the same with --threads 2', () => {
    requireBuiltCli();
    const lines = fc.sample(
      fc.oneof(
        fc.tuple(sourceArb, mutationsArb).map(([s, m]) => JSON.stringify(mutated(s, m))),
        fc.tuple(modelArb, mutationsArb).map(([s, m]) => JSON.stringify(mutated(s, m))),
        fc.tuple(sourceArb, fc.array(textMutationArb, { minLength: 1, maxLength: 2 })).map(([s, e]) => e.reduce(mutateText, api.toFpuzzlesLink(api.parseVariant(s)))),
        fc.constantFrom(CLASSIC, '{', '{}', '[]', 'null', '{"size":9,"grid":[}', 'https://f-puzzles.com/?load=%%%', 'https://sudokupad.app/fpuzzlesN4Ig', 'garbage', '.'.repeat(81)),
      ),
      { seed: SEED, numRuns: 40 },
    ).map((line) => line.replace(/[\r\n]/g, ' ')); // one puzzle per line
    const file = join(dir, 'mixed.txt');
    writeFileSync(file, lines.join('\n') + '\n');
    const cli = (threads: string) =>
      spawnSync(process.execPath, [cliPath, 'validate', '--json', '--max-nodes', '5000', '--threads', threads, file], { encoding: 'utf8', timeout: 60_000 });
    const run = cli('1');
    // --threads 2 answers the same, in the same order (a file this small may stay on the main thread)
    expect(cli('2').stdout).toBe(run.stdout);
    expect(run.signal, run.stderr).toBeNull();
    expect([0, 1], run.stderr).toContain(run.status);
    expect(run.stderr).not.toMatch(/\n\s+at /);
    const verdicts = run.stdout.trim().split('\n').map((line) => JSON.parse(line) as { line: number; status: string; error?: { code: string } });
    // blank lines and '#' comments are skipped; every other line is answered once, in order
    const answered = lines.flatMap((line, i) => (line.trim() === '' || line.startsWith('#') ? [] : [i + 1]));
    expect(verdicts.map((v) => v.line)).toEqual(answered);
    for (const v of verdicts) {
      expect(['unique', 'multiple', 'none', 'invalid', 'unknown']).toContain(v.status);
      if (v.status === 'invalid') expect(v.error?.code).toMatch(/^[A-Z_]+$/);
    }
    for (const v of verdicts) if (lines[v.line - 1] === CLASSIC) expect(v.status).toBe('unique');
    // the batch API answers every line (a blank one is EMPTY), each as the CLI did
    const batch = api.validateLines(lines, { maxNodes: 5_000 });
    expect(batch.map((v) => v.line)).toEqual(lines.map((_, i) => i + 1));
    expect(verdicts.map((v) => `${v.line} ${v.status} ${v.error?.code ?? ''}`)).toEqual(
      answered.map((line) => `${line} ${batch[line - 1].status} ${batch[line - 1].error?.code ?? ''}`),
    );
  }, 90_000);
});
