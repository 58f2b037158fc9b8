/**
 * `rate` against HoDoKu 2.2.0's own ratings (`../shared/hodoku/`: magictour_top1465,
 * forum_hardest_1106, the first 2,000 of 17_clue): same level, same hardest technique, and on
 * the puzzles HoDoKu finishes without brute force, the same score. Prints the agreement tables
 * (level confusion matrix, kinds of disagreement with counts). Every puzzle of the three files
 * is rated (3,840; about 45 s under vitest on a loaded 2-core machine).
 *
 * forum_hardest_1106 needs forcing nets on every puzzle (about 1 s each): the test run rates
 * its first {@link HARDEST_SLICE} puzzles; `HODOKU_ALL=1` (set by
 * `bench/logic/hodoku-agreement.mjs`) rates all 375.
 *
 * The floors below are the figures measured when they were last raised: a change that rates
 * fewer puzzles as HoDoKu does fails here. The goal (issue 20): level 99%, hardest 95%, score
 * 80%. `HODOKU_REPORT=FILE` also writes the tables to FILE (markdown), as
 * `bench/logic/hodoku-agreement.mjs` does.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { rate } from '../../src/logic/rate';
import { describeShared } from '../support/shared';
import { agreementTables, compareRatings, HODOKU_FILES, readHodoku, summaryTable, type Agreement } from './support/hodoku';

/** Agreement floors (fractions), per file: level, hardest, score (no brute force). */
const FLOORS: Record<(typeof HODOKU_FILES)[number], { level: number; hardest: number; score: number }> = {
  magictour_top1465: { level: 0.995, hardest: 0.886, score: 0.563 },
  forum_hardest_1106: { level: 1, hardest: 1, score: 0 },
  '17_clue_first2000': { level: 1, hardest: 0.999, score: 0.995 },
};

/** Puzzles of forum_hardest_1106 rated in a test run (all of them with `HODOKU_ALL=1`). */
const HARDEST_SLICE = 40;
const limitOf = (file: string): number => (file === 'forum_hardest_1106' && process.env.HODOKU_ALL !== '1' ? HARDEST_SLICE : Infinity);

describeShared('rate agrees with HoDoKu 2.2.0', (dir) => {
  const results: Agreement[] = [];
  for (const file of HODOKU_FILES) {
    it(`${file}: level, hardest technique and score as HoDoKu's, at least as often as before`, () => {
      const rows = readHodoku(join(dir, 'hodoku', `${file}.tsv`))
        .slice(0, limitOf(file))
        .map((hodoku) => ({ hodoku, ours: rate(hodoku.puzzle) }));
      const r = compareRatings(file, rows);
      results.push(r);
      console.log(agreementTables(r));
      const floor = FLOORS[file];
      expect(r.puzzles).toBeGreaterThan(0);
      expect(r.level / r.puzzles).toBeGreaterThanOrEqual(floor.level);
      expect(r.hardest / r.puzzles).toBeGreaterThanOrEqual(floor.hardest);
      if (r.noBf > 0) expect(r.score / r.noBf).toBeGreaterThanOrEqual(floor.score);
    }, 1_800_000); // all of forum_hardest_1106 (HODOKU_ALL=1) takes minutes
  }
  it('prints the summary', () => {
    expect(results.length).toBe(HODOKU_FILES.length);
    const text = ['### Agreement with HoDoKu 2.2.0', '', summaryTable(results), '', ...results.map((r) => agreementTables(r, 40) + '\n')].join('\n');
    console.log(summaryTable(results));
    if (process.env.HODOKU_REPORT) writeFileSync(process.env.HODOKU_REPORT, text);
  });
});
