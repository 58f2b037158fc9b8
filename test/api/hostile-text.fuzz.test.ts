/**
 * Hostile text through `validateText` (the library and the worker client) and the worker's
 * `validateBytes`: classic and variant lines mixed (mutated f-puzzles and model JSON, mangled
 * links), lines ending in LF, CRLF or a lone CR, a byte-order mark, NUL bytes, lone surrogates,
 * emoji, blank, whitespace-only and `#` lines, garbage, huge lines; and for `validateBytes`, the
 * UTF-8 bytes of such text with malformed sequences put in (stray continuation bytes, 0xFF,
 * overlong and surrogate encodings, a sequence cut short).
 *
 * The rule checked for every case, the contract of docs/bulk.md ("every puzzle line of a text
 * (lines end at `\n`, `\r\n` or a lone `\r`); blank and `#` lines are skipped; `line` is the
 * 1-based line number"): one verdict per puzzle line, in order, each carrying its line's number
 * (counted here, independently of the package: whitespace as src/text/chars.ts documents it);
 * each verdict the one that line gets on its own (`validateLines` of that line alone: a line's
 * neighbours change nothing); an `invalid` verdict carries a SudokuParseError of that line
 * whose `column` and `char` point at that character of it; no call throws but for the
 * documented TypeError of an argument of the wrong type (naming the call); afterwards a known
 * puzzle still gets its known answer (the WebAssembly memory is unharmed). The worker's
 * `validateText` gives the library's verdicts, and its `validateBytes` those of `validateText`
 * on the UTF-8 text in the bytes (`TextDecoder`: a leading byte-order mark dropped, malformed
 * bytes read as U+FFFD), and it still answers a known puzzle after every batch.
 *
 * Seeded, 100 texts of up to 12 lines (FUZZ_SEED and FUZZ_RUNS override them): the file takes
 * about 11 s on a 2-core machine. Seeds 1–6 and 20261207 passed at 400 texts.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import * as lib from '../../dist/index.js';
import { MULTIPLE, NONE, requireBuild } from '../worker/support';
import { suiteWorker } from '../worker/suite-worker';
import { CLASSIC, CLASSIC_SOLUTION, INTERNAL, KNOWN, modelArb, mutated, mutateText, mutationsArb, sourceArb, textMutationArb } from '../variant/support/hostile';

requireBuild();

const SEED = Number(process.env.FUZZ_SEED ?? 20261207);
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
/** A node budget only (the same stop in the library and in the worker); a bad line must not search for long. */
const BUDGET = { maxNodes: 5_000 } as const;

/** Whitespace of the text formats (src/text/chars.ts): tab to CR, space, U+00A0, U+FEFF. */
const isSpace = (c: number): boolean => c === 32 || (c >= 9 && c <= 13) || c === 0xa0 || c === 0xfeff;

/** The puzzle lines of a text and their numbers, as docs/bulk.md defines them. */
function puzzleLines(text: string): { text: string; line: number }[] {
  return text.split(/\r\n|\r|\n/).flatMap((line, i) => {
    let k = 0;
    while (k < line.length && isSpace(line.charCodeAt(k))) k++;
    return k === line.length || line[k] === '#' ? [] : [{ text: line, line: i + 1 }];
  });
}

/** Classic lines of every answer, of other sizes, and odd ones. */
const CLASSICS = [CLASSIC, MULTIPLE, NONE, '1...' + '..3.' + '.4..' + '...2', '55' + '.'.repeat(79), '.'.repeat(81), '.'.repeat(256), '0'.repeat(81) + ' 11.9/1.2/1.2'];

/** A classic line, odd: whitespace before it, a field after it, and up to three characters cut, replaced or put in. */
const classicArb = fc
  .tuple(
    fc.constantFrom(...CLASSICS),
    fc.constantFrom('', ' ', '\t', '\uFEFF', '\u00A0', '\u0000'),
    fc.constantFrom('', ' ', ' x', '\t\u0000', ' 😀', '\u0000', '\uD800', '\f'),
    fc.array(textMutationArb, { maxLength: 3 }),
  )
  .map(([line, before, after, edits]) => edits.reduce(mutateText, before + line + after));

/** A variant line: mutated f-puzzles or model JSON, or a mangled link. */
const variantArb = fc.oneof(
  fc.tuple(sourceArb, mutationsArb).map(([s, m]) => JSON.stringify(mutated(s, m))),
  fc.tuple(modelArb, mutationsArb).map(([s, m]) => JSON.stringify(mutated(s, m))),
  fc.tuple(sourceArb, fc.array(textMutationArb, { maxLength: 2 })).map(([s, e]) => e.reduce(mutateText, lib.toFpuzzlesLink(lib.parseVariant(s)))),
);

/** Lines that are no puzzle, or none to answer: blank, comments, garbage, huge. */
const otherArb = fc.oneof(
  fc.constantFrom('', ' ', '\t\t', '\uFEFF', '\u00A0 ', '# a comment', '  #x', '#', '\u0000', '\u0000'.repeat(81), '\uD800', '😀', '{', '[]', 'null', 'https://f-puzzles.com/?load=%%%', '\u2028', '\u0085'),
  fc.string({ unit: 'binary', maxLength: 100 }),
  fc.tuple(fc.constantFrom('x', '.', '1', '{"size":9,', ' ', '😀'), fc.integer({ min: 20_000, max: 100_000 })).map(([piece, length]) => piece.repeat(Math.ceil(length / piece.length))),
);

/** A text: lines of every kind (one puzzle per line: their own line breaks dropped), any line ends, perhaps a byte-order mark first. */
const textArb = fc
  .tuple(
    fc.array(fc.tuple(fc.oneof({ arbitrary: classicArb, weight: 3 }, { arbitrary: variantArb, weight: 2 }, { arbitrary: otherArb, weight: 2 }), fc.constantFrom('\n', '\r\n', '\r')), { maxLength: 12 }),
    fc.constantFrom('', '', '\uFEFF'),
    fc.boolean(),
  )
  .map(([lines, bom, last]) => {
    const cut = lines.map(([line, end]) => [line.replace(/[\r\n]/g, ' '), end] as const);
    const body = cut.map(([line, end], i) => (i < cut.length - 1 || last ? line + end : line)).join('');
    return bom + body;
  });

/** Malformed UTF-8 to put into bytes: a stray continuation byte, 0xFF, an overlong NUL, a surrogate, a sequence cut short, a NUL. */
const BAD_BYTES = [[0x80], [0xff], [0xc0, 0x80], [0xed, 0xa0, 0x80], [0xe2, 0x82], [0xf4, 0x90, 0x80, 0x80], [0xc3], [0x00], [0xef, 0xbb, 0xbf]];
const byteEditArb = fc.record({ at: fc.nat(), bad: fc.constantFrom(...BAD_BYTES) });

function withBadBytes(bytes: Uint8Array, edits: readonly { at: number; bad: number[] }[]): Uint8Array {
  let out = Array.from(bytes);
  for (const { at, bad } of edits) {
    const i = out.length === 0 ? 0 : at % (out.length + 1);
    out = [...out.slice(0, i), ...bad, ...out.slice(i)];
  }
  return new Uint8Array(out);
}

const tally: Record<string, number> = {};
afterAll(() => console.info(`hostile text verdicts: ${JSON.stringify(tally)}`));

/** A text shortened for a failure's message. */
const label = (text: string): string => JSON.stringify(text.length > 400 ? `${text.slice(0, 300)}…(${text.length})` : text);

/** Checks the verdicts of a text against the contract (see the header). */
function expectContract(text: string, verdicts: lib.Verdict[]): void {
  const lines = puzzleLines(text);
  expect(verdicts.map((v) => v.line), label(text)).toEqual(lines.map((l) => l.line));
  verdicts.forEach((v, k) => {
    const { text: line } = lines[k];
    const what = `${label(text)} line ${v.line}: ${label(line)}`;
    tally[v.status] = (tally[v.status] ?? 0) + 1;
    expect(['unique', 'multiple', 'none', 'invalid', 'unknown'], what).toContain(v.status);
    // the verdict this line gets on its own
    expect(v, what).toEqual(lib.validateLines([line], { ...BUDGET, firstLine: v.line })[0]);
    if (v.status !== 'invalid') return;
    const e = v.error;
    expect(e, what).toBeInstanceOf(lib.SudokuParseError);
    expect(INTERNAL.test(e.message), `${what}: ${e.message}`).toBe(false);
    expect(e.line, `${what}: ${e.message}`).toBe(v.line);
    if (e.column !== undefined) {
      expect(e.column, `${what}: ${e.message}`).toBeGreaterThanOrEqual(1);
      expect(e.column, `${what}: ${e.message}`).toBeLessThanOrEqual(line.length + 1);
      if (e.char !== undefined) expect(String.fromCodePoint(line.codePointAt(e.column - 1)!), `${what}: ${e.message}`).toBe(e.char);
    }
  });
}

/** Fails when the library no longer gives the known answers. */
function expectKnownAnswers(after: string): void {
  const [classic] = lib.validateText(`\r\n${CLASSIC}\r\n`);
  if (classic.status !== 'unique' || classic.solution !== CLASSIC_SOLUTION || classic.line !== 2) expect.fail(`classic answer wrong after ${after}: ${classic.status}`);
  const variant = lib.validate(KNOWN.input);
  if (variant.status !== 'unique' || variant.solution !== KNOWN.solution) expect.fail(`variant answer wrong after ${after}: ${variant.status}`);
}

describe('hostile text: validateText keeps its contract', () => {
  it('one verdict per puzzle line, in order, each the line\'s own, errors pointing at the character', () => {
    fc.assert(
      fc.property(textArb, (text) => {
        const verdicts = lib.validateText(text, BUDGET);
        expectContract(text, verdicts);
        expectKnownAnswers(label(text));
      }),
      { seed: SEED, numRuns: RUNS },
    );
  }, 60_000);

  it('a wrong argument is the documented TypeError (or RangeError) naming validateText; a known text is then answered right', () => {
    const wrong: unknown[] = [null, undefined, 5, [], [CLASSIC], {}, new Uint8Array(81), Symbol('s'), 10n, new String(CLASSIC)];
    for (const value of wrong) {
      expect(() => lib.validateText(value as never), String(value)).toThrow(/^sudoku-wasm: validateText: expected a string, got /);
      expect(() => lib.validateText(value as never), String(value)).toThrow(TypeError);
    }
    const options: unknown[] = [5, 'x', [], { bogus: 1 }, { firstLine: 2 }, { lineNumbers: [1] }, { limit: 0 }, { limit: Number.NaN }, { maxNodes: -1 }, { engine: 'nope' }, { size: 0 }, { signal: 'x' }];
    for (const o of options) {
      let error: unknown;
      try {
        lib.validateText(CLASSIC, o as never);
      } catch (e) {
        error = e;
      }
      expect(error, JSON.stringify(o)).toBeInstanceOf(Error);
      expect(['TypeError', 'RangeError'], JSON.stringify(o)).toContain((error as Error).name);
      expect((error as Error).message, JSON.stringify(o)).toMatch(/^sudoku-wasm: validateText: /);
    }
    expectKnownAnswers('wrong arguments');
  });
});

describe('hostile text: the worker client answers validateText and validateBytes as the library', () => {
  const worker = suiteWorker();

  async function expectWorkerAnswers(after: string): Promise<void> {
    const [v] = await worker.solver.validateBytes(new TextEncoder().encode(`\uFEFF# known\n${CLASSIC}`));
    if (v.status !== 'unique' || v.solution !== CLASSIC_SOLUTION || v.line !== 2) expect.fail(`worker: classic answer wrong after ${after}: ${v.status}`);
  }

  it('validateText: the library verdicts; validateBytes: validateText on the decoded bytes, malformed UTF-8 too', async () => {
    const cases = fc.sample(fc.tuple(textArb, fc.array(byteEditArb, { maxLength: 3 })), { seed: SEED + 1, numRuns: Math.ceil(RUNS / 2) });
    const decoder = new TextDecoder();
    for (let batch = 0; batch < cases.length; batch += 15) {
      for (const [text, edits] of cases.slice(batch, batch + 15)) {
        const expected = lib.validateText(text, BUDGET);
        expect(await worker.solver.validateText(text, BUDGET), label(text)).toEqual(expected);
        const bytes = withBadBytes(new TextEncoder().encode(text), edits);
        const decoded = decoder.decode(bytes);
        const fromBytes = lib.validateText(decoded, BUDGET);
        expectContract(decoded, fromBytes);
        expect(await worker.solver.validateBytes(bytes, BUDGET), `${label(text)} bytes ${JSON.stringify(edits)}`).toEqual(fromBytes);
      }
      await expectWorkerAnswers(`batch ${batch / 15}`);
    }
    expect(worker.started, 'a worker died or was restarted').toBe(1);
  }, 60_000);

  it('wrong arguments: the TypeError naming the call', async () => {
    for (const value of [null, 5, 'text', [1, 2], {}, new Uint16Array(4), new ArrayBuffer(4)]) {
      const error = await worker.solver.validateBytes(value as never).catch((e: unknown) => e);
      expect(error, String(value)).toBeInstanceOf(TypeError);
      expect((error as Error).message, String(value)).toMatch(/^sudoku-wasm: validateBytes: expected a Uint8Array, got /);
    }
    for (const value of [null, 5, [CLASSIC], new Uint8Array(3)]) {
      const error = await worker.solver.validateText(value as never).catch((e: unknown) => e);
      expect(error, String(value)).toBeInstanceOf(TypeError);
      expect((error as Error).message, String(value)).toMatch(/^sudoku-wasm: validateText: expected a string, got /);
    }
    for (const o of [5, { bogus: 1 }, { limit: 0 }]) {
      const error = await worker.solver.validateBytes(new TextEncoder().encode(CLASSIC), o as never).catch((e: unknown) => e);
      expect((error as Error).message, JSON.stringify(o)).toMatch(/^sudoku-wasm: validateBytes: /);
    }
    await expectWorkerAnswers('wrong arguments');
    expect(worker.started, 'a worker died or was restarted').toBe(1);
  });
});
