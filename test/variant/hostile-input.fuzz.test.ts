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
 * The sources and the mutations are in ./support/hostile.ts (shared with ./hostile-async.fuzz.test.ts,
 * which gives the same inputs to the async calls, the worker client and the stream).
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
import { CLASSIC, CLASSIC_SOLUTION, INTERNAL, KNOWN, modelArb, mutated, mutateText, mutationsArb, pathExists, sourceArb, textMutationArb } from './support/hostile';
import { cliPath, requireBuiltCli } from '../cli/run-cli';

/** Seed and runs of each property (FUZZ_SEED and FUZZ_RUNS override them, for a longer hunt). */
const SEED = Number(process.env.FUZZ_SEED ?? 20261207);
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
/** What each search gets: a bad case must not search for long. */
const BUDGET = { maxNodes: 5_000, timeoutMs: 200 } as const;
/** The longest a case may take, reading and searching twice under {@link BUDGET} (room for a loaded machine). */
const CASE_MS = 3_000;

/** Fails when the engines no longer give a published (or generated) puzzle's and a classic one's known answers. */
function expectKnownAnswers(after: string): void {
  const variant = api.validate(KNOWN.input);
  if (variant.status !== 'unique' || variant.solution !== KNOWN.solution) expect.fail(`variant answer wrong after ${after}: ${variant.status}`);
  const classic = api.validate(CLASSIC);
  if (classic.status !== 'unique' || classic.solution !== CLASSIC_SOLUTION) expect.fail(`classic answer wrong after ${after}: ${classic.status}`);
}

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
