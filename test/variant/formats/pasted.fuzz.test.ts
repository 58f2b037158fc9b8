/**
 * Links and payloads as setters paste them, fuzzed (fast-check): a link in a Markdown link, in
 * angle brackets or quotation marks, with `&amp;` in its query, or its payload alone, reads as
 * the puzzle; the same forms mangled (characters cut, removed, replaced or added anywhere),
 * and killer cages with any value, give a model or a SudokuParseError, never another error, and
 * the solving calls and the line classifier never throw.
 *
 * Seeded, 200 runs per property (FUZZ_SEED and FUZZ_RUNS override them).
 */
import fc from 'fast-check';
import LZString from 'lz-string';
import { describe, expect, it } from 'vitest';
import * as api from '../../../src/index';
import { isVariantLine } from '../../../src/variant/index';
import { INTERNAL, mutateText, sourceArb, textMutationArb } from '../support/hostile';

const SEED = Number(process.env.FUZZ_SEED ?? 20261207);
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const BUDGET = { maxNodes: 2_000, timeoutMs: 100 } as const;

/** The ways a link is pasted: [name, wrap(link, payload, title)]. */
const FORMS: [string, (link: string, payload: string, title: string) => string][] = [
  ['Markdown', (link, _, title) => `[${title}](${link})`],
  ['Markdown in a sentence', (link, _, title) => ` [${title}](${link}).`],
  ['angle brackets', (link) => `<${link}>`],
  ['quoted in a list', (link) => `"${link}",`],
  ['&amp;', (_, payload) => `https://f-puzzles.com/?theme=dark&amp;load=${payload}&amp;x=1`],
  ['the payload alone', (_, payload) => payload],
  ['the payload alone, wrapped', (_, payload) => `${payload.slice(0, 50)}\n${payload.slice(50)}`],
];
const formArb = fc.constantFrom(...FORMS);
/** Markdown link text: anything on one line without "](" (which would end it early). */
const titleArb = fc.string({ maxLength: 20 }).filter((t) => !t.includes('](') && !/[\r\n]/.test(t));
/** A payload in either lz-string alphabet, and the link it goes in. */
const linkArb = fc.tuple(sourceArb, fc.boolean(), fc.boolean()).map(([source, uriSafe, sudokuPad]) => {
  const json = JSON.stringify(source);
  const payload = uriSafe ? LZString.compressToEncodedURIComponent(json) : LZString.compressToBase64(json);
  return { source, payload, link: sudokuPad ? `https://sudokupad.app/fpuzzles${payload}` : `https://f-puzzles.com/?load=${payload}` };
});

/** Reads `input`: the model, or undefined after a precise SudokuParseError (anything else fails). */
function readOrRefuse(input: string | object, label: string): api.VariantPuzzle | undefined {
  try {
    return api.parseVariant(input);
  } catch (error) {
    const what = `${label}: ${error instanceof Error ? `${error.name}: ${error.message.slice(0, 200)}` : String(error)}`;
    expect(error, what).toBeInstanceOf(api.SudokuParseError);
    expect(INTERNAL.test((error as Error).message), what).toBe(false);
    return undefined;
  }
}

describe('links and payloads as pasted', () => {
  it('read as the puzzle, in every form', () => {
    fc.assert(
      fc.property(linkArb, formArb, titleArb, ({ source, payload, link }, [name, wrap], title) => {
        const text = wrap(link, payload, title);
        expect(api.parseVariant(text), `${name}: ${text.slice(0, 80)}`).toEqual(api.parseVariant(source));
        // the line readers take whole links only
        expect(isVariantLine(text), name).toBe(!name.startsWith('the payload'));
      }),
      { seed: SEED, numRuns: RUNS },
    );
  }, 120_000);

  it('mangled: a model or a SudokuParseError, and the solving calls answer', () => {
    fc.assert(
      fc.property(linkArb, formArb, titleArb, fc.array(textMutationArb, { minLength: 1, maxLength: 3 }), ({ payload, link }, [name, wrap], title, edits) => {
        const text = edits.reduce(mutateText, wrap(link, payload, title));
        const label = `${name} ${JSON.stringify(edits)}: ${text.slice(0, 80)}`;
        const model = readOrRefuse(text, label);
        if (model !== undefined) expect(api.parseVariant(api.formatVariant(model)), label).toEqual(model);
        isVariantLine(text);
        expect(['unique', 'multiple', 'none', 'unknown', 'invalid'], label).toContain(api.validate(text, BUDGET).status);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  }, 120_000);
});

describe('killer cage values', () => {
  const empty = api.toFpuzzles({ size: 9, givens: '.'.repeat(81), constraints: [] }) as unknown as Record<string, unknown>;
  const valueArb = fc.oneof(
    fc.constantFrom('?', ' ? ', '', '\t', '??', '? 3', '3?', '12', ' 12 ', '-1', '1e1', '0x10', '٣', '１２', '2147483648'),
    fc.string({ maxLength: 6 }),
    fc.anything(),
  );
  it('a cage with a sum, one without, or a BAD_VALUE / BAD_TYPE error at its value; the cage reads back the same', () => {
    fc.assert(
      fc.property(valueArb, fc.boolean(), (value, asText) => {
        const object = { ...empty, killercage: [{ cells: ['R1C1', 'R1C2'], value }] };
        const input = asText ? JSON.stringify(object) : object;
        const label = `value ${JSON.stringify(value)}`;
        const model = readOrRefuse(input, label);
        if (model === undefined) {
          const error = (() => {
            try {
              api.parseVariant(input);
            } catch (e) {
              return e as api.SudokuParseError;
            }
          })()!;
          // a value JSON drops (undefined, a function) or cannot write (a BigInt) errs elsewhere in text
          if (!asText) expect(error.path, label).toBe('killercage[0].value');
          return;
        }
        const [cage] = model.constraints;
        expect(cage.type, label).toBe('killer');
        if (typeof value === 'string' && /^\s*\??\s*$/.test(value)) expect(cage, label).toEqual({ type: 'killer', cells: [0, 1] });
        expect(api.parseVariant(api.toFpuzzles(model)), label).toEqual(model);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });
});

describe('JSON of any shape', () => {
  const empty = api.toFpuzzles({ size: 4, givens: '.'.repeat(16), constraints: [] }) as unknown as Record<string, unknown>;
  const keyArb = fc.constantFrom('killercage', 'arrow', 'thermometer', 'littlekillersum', 'difference', 'xv', 'extraregion', 'grid', 'size', 'negative', 'title', 'solution', 'cage', 'sandwichsum');
  it('an f-puzzles object with a field of any value, as an object and as text: a model or a SudokuParseError', () => {
    fc.assert(
      fc.property(keyArb, fc.anything({ maxDepth: 3 }), (key, value) => {
        const object = { ...empty, [key]: value };
        const label = `${key}: ${String(JSON.stringify(value)).slice(0, 80)}`;
        readOrRefuse(object, label);
        let text: string | undefined;
        try {
          text = JSON.stringify(object);
        } catch {
          text = undefined; // a BigInt
        }
        if (text !== undefined) readOrRefuse(text, label);
      }),
      { seed: SEED, numRuns: RUNS * 5 },
    );
  });

  it('any JSON text, and any text starting N4 … N7: a model or a SudokuParseError', () => {
    fc.assert(
      fc.property(fc.oneof(fc.json({ maxDepth: 4 }), fc.tuple(fc.constantFrom('N4', 'N5', 'N6', 'N7'), fc.string({ maxLength: 60 })).map(([a, b]) => a + b)), (text) => {
        readOrRefuse(text, text.slice(0, 80));
      }),
      { seed: SEED, numRuns: RUNS * 5 },
    );
  });
});

describe('link-shaped text', () => {
  const piece = fc.constantFrom('?', '&', '&amp;', '=', '#', '%', '%2', '%2F', '/', '//', 'load=', 'id=', 'puzzleid=', 'fpuzzles', 'fpuz', 'scl', 'puzzle/', 'sudoku/', '[', ']', '](', '(', ')', '<', '>', '"', ' ', '\n', 'N4Ig', 'A', '+', '$', '-', '.');
  const start = fc.constantFrom('https://f-puzzles.com', 'f-puzzles.com/', 'https://sudokupad.app/', 'sudokupad.svencodes.com/puzzle/', 'http://x.y/', '[', '<', '(', '"', 'N4');
  it('a host, a Markdown start or a payload start followed by pieces of links: a model or a SudokuParseError', () => {
    fc.assert(
      fc.property(start, fc.array(piece, { maxLength: 12 }), (head, pieces) => {
        const text = head + pieces.join('');
        readOrRefuse(text, JSON.stringify(text));
        isVariantLine(text);
        expect(['unique', 'multiple', 'none', 'unknown', 'invalid']).toContain(api.validate(text, BUDGET).status);
      }),
      { seed: SEED, numRuns: RUNS * 5 },
    );
  });
});
