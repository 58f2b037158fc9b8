/**
 * `sudoku-wasm generate --variant RULES`: variant puzzles on standard output, one per line,
 * from a seed (the package's generateVariant, src/variant/generate/).
 *
 * Owns: this mode's output and exit status (0 done, 1 a puzzle's time budget ran out, 2 usage,
 * 3 stdout cannot be written, 130 interrupted, 143 terminated). Does not own: the arguments
 * (./generate.ts parses them, and refuses the classic-only ones) or generation.
 *
 * Output, one line per puzzle (puzzle i made from seed i of the run: src/generate/random.ts
 * deriveSeed, so puzzle 0 is `--seed` itself):
 *   text    PUZZLE [TAB SOLUTION]   PUZZLE: f-puzzles JSON (default), an f-puzzles link
 *                                   (--format link), a SudokuPad link (--format sudokupad) or
 *                                   the package's model JSON (--format model)
 *   --json  {"index", "puzzle" (the model), "solution", "givens", "seed", "attempts"}, with
 *           --max-level also "level", "score", "hardest" and "added" (givens put back)
 */
import { deriveSeed } from '../../generate/random.js';
import { generateVariant } from '../../variant/generate/index.js';
import type { GenerateVariantOptions, GeneratedVariant } from '../../variant/generate/options.js';
import { VARIANT_FORMATS, type VariantFormat } from '../options/variant-formats.js';
import { variantText } from '../write/variant-text.js';
import { Interrupt } from '../interrupt.js';
import { cannotWrite, Sink } from '../write/output.js';
import { formatRate } from '../write/summary.js';

/** The forms a variant puzzle is written in (../options/variant-formats.ts: convert --to takes the same words). */
export { VARIANT_FORMATS, type VariantFormat };

/** What the command asked for. */
export interface VariantRequest {
  options: GenerateVariantOptions & { seed: number };
  count: number;
  format: VariantFormat;
  json: boolean;
  solution: boolean;
}

/** One output line. */
function formatLine(made: GeneratedVariant, index: number, request: VariantRequest): string {
  const { puzzle, solution, seed, attempts } = made;
  if (request.json) {
    const givens = [...puzzle.givens].filter((c) => c !== '.').length;
    const { level, score, hardest, added } = made; // with --max-level: its rating, and the givens it added
    return JSON.stringify({ index, puzzle, solution, givens, seed, attempts, level, score, hardest, added });
  }
  const text = variantText(puzzle, request.format);
  return request.solution ? `${text}\t${solution}` : text;
}

/**
 * Makes and writes the puzzles.
 * @returns the exit status
 */
export async function runVariantGenerate(request: VariantRequest, program: string): Promise<number> {
  const sink = new Sink(process.stdout);
  const interrupt = new Interrupt();
  const started = performance.now();
  let written = 0;
  try {
    for (let index = 0; index < request.count && interrupt.status === undefined; index++) {
      const made = await generateVariant({ ...request.options, seed: deriveSeed(request.options.seed, index), signal: interrupt.signal });
      await sink.write(formatLine(made, index, request) + '\n');
      if (sink.failure) throw sink.failure;
      if (sink.closed) return 0; // `| head`: the reader has what it wanted
      written++;
    }
    const seconds = (performance.now() - started) / 1000;
    const rate = formatRate(seconds > 0 ? written / seconds : 0);
    process.stderr.write(`generate: ${written} puzzle${written === 1 ? '' : 's'}, ${seconds.toFixed(3)} s, ${rate} puzzles/s, seed ${request.options.seed}${interrupt.status !== undefined ? ' (interrupted)' : ''}\n`);
    return interrupt.status ?? 0;
  } catch (error) {
    if (error === sink.failure && sink.failure !== undefined) {
      process.stderr.write(`${program}: ${cannotWrite('standard output', error)}\n`);
      return 3;
    }
    if (interrupt.status !== undefined) return interrupt.status;
    if (error instanceof Error && error.name === 'GenerateBudgetError') {
      process.stderr.write(`${program}: ${error.message.replace(/^sudoku-wasm: (generateVariant: )?/, '')} (${written} written)\n`);
      return 1;
    }
    throw error;
  } finally {
    interrupt.dispose();
  }
}
