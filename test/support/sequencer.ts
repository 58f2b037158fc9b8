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
 * full run on the 2-core machine (2026-12-07, both workers busy; spark's from the fresh clone
 * before, where pyspark was installed). The order is what counts, not the figures.
 */
export const SLOW_FILES: readonly string[] = [
  'test/browser/page-bugs.test.ts', // 209
  'test/browser/page-variants.test.ts', // 96
  'test/logic/reglib-soundness.test.ts', // 82
  'test/web/page-players.test.ts', // 65
  'test/browser/page-a11y.test.ts', // 63
  'test/logic/hodoku.test.ts', // 58
  'test/logic/soundness-sets.test.ts', // 52
  'test/examples/spark.test.ts', // 49
  'test/web/page-audit.test.ts', // 45
  'test/web/page-save.test.ts', // 38
  'test/cli/cli.test.ts', // 36
  'test/variant/agreement.test.ts', // 33
  'test/cli/hostile-lines.fuzz.test.ts', // 33
  'test/package/bundlers.test.ts', // 32
  'test/logic/soundness-sizes.test.ts', // 32
  'test/browser/page-new-variant.test.ts', // 30
  'test/browser/page-a11y-tree.test.ts', // 30
  'test/browser/page-hunt.test.ts', // 29
  'test/browser/demo.test.ts', // 29
  'test/variant/logic/rate.test.ts', // 28
  'test/cli/generate.test.ts', // 25
  'test/docs/reference.test.ts', // 23
  'test/browser/page-hint-worker.test.ts', // 23
  'test/browser/page-wire.test.ts', // 22
  'test/cli/bulk.test.ts', // 22
  'test/web/variant-hints-sound.test.ts', // 20
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
