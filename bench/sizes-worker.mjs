#!/usr/bin/env node
/**
 * One measurement of the general-sizes benchmark in a fresh process: one variant × one board
 * set × one limit.
 *
 *   node --expose-gc bench/sizes-worker.mjs <variant> <set> <limit> [--seconds S] [--quick] [--max-n N] [--puzzles DIR]
 *
 * Owns: loading the variant (lib/size-variants.mjs) and the set (lib/boards.mjs), what a
 * correct answer is (lib/check-board.mjs), and printing ONE result line `@@RESULT {json}`.
 * Does not own: the procedure (calibrate, sample, verify, time: lib/measure.mjs, shared with
 * worker.mjs), the run matrix or the kill switch (sizes.mjs), the report.
 */
import { measurementArgs } from './lib/args.mjs';
import { boardSet, loadBoardSet } from './lib/boards.mjs';
import { boardAnswerProblem } from './lib/check-board.mjs';
import { measure } from './lib/measure.mjs';
import { emitResult as emit, errorResult } from './lib/protocol.mjs';
import { loadSizedVariant } from './lib/size-variants.mjs';

/** Shortest timed pass: small sets (49 boards of 4×4) are solved several times per pass. */
const MIN_PASS_MS = 200;

async function main() {
  const usage = 'usage: sizes-worker.mjs <variant> <set> <1|2> [--seconds S] [--quick] [--max-n N] [--puzzles DIR]';
  const { variant: id, set: setId, limit, quick, seconds, maxN, options } = measurementArgs(process.argv.slice(2), usage);
  const base = { variant: id, set: setId, limit };

  const loaded = await loadSizedVariant(id);
  if (!loaded.available) return emit({ ...base, status: 'skipped', reason: loaded.reason });
  const { variant } = loaded;
  Object.assign(base, { name: variant.name, version: variant.version, kind: variant.kind });
  const set = boardSet(setId);
  const unsupported = variant.supports(set.n, limit);
  if (unsupported) return emit({ ...base, status: 'skipped', reason: unsupported, notForSize: variant.supports(set.n, 1) !== null });

  const { n, boards } = loadBoardSet(set, options.puzzles);
  const adapter = variant.forSize(n, limit);
  const puzzles = boards.map((b) => b.puzzle);
  const problemOf = (i, answer) => boardAnswerProblem(n, boards[i], answer, limit);
  emit({ ...base, ...measure({ adapter, puzzles, limit, seconds, quick, maxN, problemOf, minPassMs: MIN_PASS_MS }) });
}

main().catch((err) => {
  emit(errorResult(err));
  process.exitCode = 1;
});
