/**
 * The 37 published examples of the shared folder: each reads in every form to one model, and
 * reads → writes → reads to the same model through f-puzzles JSON, both links and the model's
 * own JSON.
 */
import { expect, it } from 'vitest';
import { formatVariant, isClassic, isVariantLine, parseVariant, toFpuzzles, toFpuzzlesLink, toSudokuPadLink } from '../../../src/variant';
import { describeShared } from '../../support/shared';
import { readExamples } from './helpers';

describeShared('the published examples (variants/examples.fpuzzles.jsonl)', (dir) => {
  const examples = readExamples(dir);

  it('are 37, each with a solution', () => {
    expect(examples.length).toBe(37);
    for (const e of examples) expect(e.solution.length).toBe(81);
  });

  it.each(examples.map((e, i) => [`${i + 1} ${e.title}`, e] as const))('%s: read, written, read back the same', (_, e) => {
    expect(isVariantLine(e.line)).toBe(true);
    const model = parseVariant(e.line, { line: 1 });
    expect(parseVariant(e.fpuzzles)).toEqual(model);
    expect(parseVariant(JSON.stringify(toFpuzzles(model)))).toEqual(model);
    expect(parseVariant(toFpuzzlesLink(model))).toEqual(model);
    expect(parseVariant(toSudokuPadLink(model))).toEqual(model);
    expect(parseVariant(formatVariant(model))).toEqual(model);
    // the givens are the solution's digits
    for (let cell = 0; cell < 81; cell++) {
      const ch = model.givens[cell];
      if (ch !== '.') expect(Number(ch)).toBe(e.solution[cell]);
    }
  });

  it('classic examples are classic; every other is not', () => {
    const classic = examples.filter((e) => isClassic(parseVariant(e.line))).map((e) => e.title);
    expect(classic).toEqual(['Classic sudoku', 'Classic sudoku, hard']);
  });

  it('read the rules each example states', () => {
    const kinds = (title: string): Record<string, number> => {
      const counts: Record<string, number> = {};
      const model = parseVariant(examples.find((e) => e.title === title)?.line ?? '');
      for (const c of model.constraints) {
        const key = c.type === 'kropki' ? `kropki-${c.color}` : c.type;
        counts[key] = (counts[key] ?? 0) + 1;
      }
      if (model.regions !== undefined) counts.regions = 1;
      return counts;
    };
    expect(kinds('Strict kropki')).toEqual({ nonConsecutive: 1, 'kropki-white': 20, 'kropki-black': 13, negativeBlack: 1 });
    expect(kinds('Strict XV')).toEqual({ xv: 17, negativeXV: 1 });
    expect(kinds('X-Windoku')).toEqual({ extraRegion: 4, diagonal: 2 });
    expect(kinds('Jigsaw')).toEqual({ regions: 1 });
    expect(kinds('CTC Tribute')).toEqual({ killer: 5, arrow: 8, thermometer: 2 });
    expect(kinds('Anti-knight Anti-consecutive')).toEqual({ antiKnight: 1, nonConsecutive: 1 });
    expect(kinds('Killer sudoku [0 cage]')).toEqual({ killer: 23 });
  });
});
