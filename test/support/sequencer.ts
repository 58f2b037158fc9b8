/**
 * The order test files start in: the longest first, so the two workers finish together.
 *
 * Owns: {@link LongestFirst} and the table of slow files it reads ({@link SLOW_FILES}).
 *
 * vitest starts the files it has timed before longest first, but a fresh clone (CI) has no
 * timings, and then vitest keeps its own order, which put the longest file (the logic
 * soundness sweep, 7 minutes) last: it ran alone for 3.5 minutes while the other worker
 * idled. Here the files listed below go first, in this order; the rest follow in vitest's.
 * A file missing from the table only costs packing, never a test.
 */
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that take over about 20 s in a CI run, longest first. The figures are seconds in one
 * full run on the 2-core machine (2026-12-04, both workers busy); the two soundness sweeps
 * marked took 421 and 184 s then, before their `findAll` samples were cut to what is listed.
 * The order is what counts, not the figures.
 */
export const SLOW_FILES: readonly string[] = [
  'test/logic/reglib-soundness.test.ts', // 240
  'test/logic/soundness-sets.test.ts', // ~180 (cut)
  'test/examples/spark.test.ts', // 87–154 in two later runs (it skips where pyspark is missing)
  'test/browser/page-bugs.test.ts', // 118
  'test/logic/hodoku.test.ts', // 116
  'test/cli/cli.test.ts', // 108
  'test/logic/soundness-sizes.test.ts', // ~95 (cut)
  'test/browser/demo.test.ts', // 80
  'test/logic/se/se.test.ts', // 68
  'test/package/types.test.ts', // 64 then; 28 (2026-12-05, six projects in one process, against 56 for the four tsc runs before)
  'test/logic/properties.test.ts', // 63
  'test/engine-general/fixtures.test.ts', // 47
  'test/web/page-players.test.ts', // 44 (beside the other page suites, 2026-12-05)
  'test/logic/techniques/forcing.test.ts', // 43
  'test/canon/canonical.test.ts', // 42
  'test/docs/reference.test.ts', // 41
  'test/web/page-audit.test.ts', // 37 (alone, on a loaded machine)
  'test/variant/agreement.test.ts', // 36
  'test/docs/doctest.test.ts', // 35 (75 then, with a 40 s example since made quick)
  'test/package/publish.test.ts', // 33
  'test/package/browser-loading.test.ts', // 33
  'test/cli/bulk.test.ts', // 30
  'test/package/bundlers.test.ts', // 21–25 alone on a loaded machine (2026-12-06: Vite, webpack 5 and esbuild pages, url and worker)
];

/** vitest's sequencer, with the files of {@link SLOW_FILES} moved to the front in its order. */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification): number => {
      const i = SLOW_FILES.indexOf(relative(spec.project.config.root, spec.moduleId).split('\\').join('/'));
      return i < 0 ? SLOW_FILES.length : i;
    };
    return sorted
      .map((spec, order) => ({ spec, order, rank: rank(spec) }))
      .sort((a, b) => a.rank - b.rank || a.order - b.order)
      .map(({ spec }) => spec);
  }
}
