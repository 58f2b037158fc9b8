/**
 * The CLI's `validate --json` on the whole of every benchmark file in ../shared/puzzles, as
 * found in the wild (CRLF, comment headers, trailing blank lines): one verdict per puzzle
 * line, in order, with the right line number, the status the set is known to have (every
 * proper puzzle unique, every serg puzzle multiple) and a solution that is a valid grid keeping
 * every clue (solutions are printed for unique puzzles only). Skipped, with the reason, without ../shared.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { cellsOf, isValidSolution } from '../support/oracle';
import { PUZZLE_SETS } from '../support/puzzle-sets';
import { describeShared } from '../support/shared';
import { outputLines, requireBuiltCli, runCli } from './run-cli';

describeShared('CLI validate --json on every shared puzzle file, whole', (shared) => {
  beforeAll(requireBuiltCli);

  it.each(PUZZLE_SETS.map((s) => [s.file, s.expected === 1 ? 'unique' : 'multiple'] as const))(
    '%s: every puzzle is %s',
    async (file, status) => {
      const path = join(shared, 'puzzles', file);
      const source = readFileSync(path, 'latin1').split('\n');
      const expectedLines = source.flatMap((text, i) => (text.trim() && !text.trim().startsWith('#') ? [i + 1] : []));
      const r = await runCli(['validate', '--json', path], { timeoutMs: 60_000 });
      expect(r.code, r.stderr).toBe(0);
      const verdicts = outputLines(r.stdout).map((l) => JSON.parse(l));
      expect(verdicts.map((v) => v.line)).toEqual(expectedLines);
      for (const v of verdicts) {
        if (v.status !== status) expect(`line ${v.line}: ${v.status}`).toBe(`line ${v.line}: ${status}`);
        if (status === 'multiple') {
          expect(v.solution).toBeUndefined();
          continue;
        }
        const cells = cellsOf(source[v.line - 1].trim());
        if (!isValidSolution(cells, Array.from(v.solution, Number))) expect(`line ${v.line}: ${v.solution}`).toBe('a valid solution');
      }
    },
    90_000,
  );
});
