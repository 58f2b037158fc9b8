/**
 * Runs one command (validate, solve, count, explain, hint, rate, dedupe) over an input: the
 * CLI's pipeline.
 *
 *   input chunks ─► readPuzzleBatches ─► BatchSolver ─► Formatter ─► Sink (stdout)
 *                                              └────────► Tally ─► onBatch (progress hook)
 *
 * Owns: the loop and its order guarantee (one output line per puzzle line, in input order,
 * because batches are solved and written one after another), the header line written before
 * any verdict (CSV), and `--only` (lines of other classes are counted but not written). Does not own: any of the stages;
 * each is passed in or imported, so a multi-core solver or a progress bar plugs in here.
 */
import type { RunRequest } from './args';
import { formatterFor, headerFor } from './format';
import type { Input } from './input';
import { readPuzzleBatches, type ReadStats } from './lines';
import type { Sink } from './output';
import { Tally } from './summary';
import { dedupeSolver } from './dedupe';
import { logicSolver } from './logic';
import { solveInProcess, type BatchSolver, type LineVerdict } from './verdicts';

export interface RunOptions {
  readonly request: RunRequest;
  readonly input: Input;
  readonly sink: Sink;
  /** Default: {@link solveInProcess}. */
  readonly solver?: BatchSolver;
  /** Called after each batch is written (for progress displays). */
  readonly onBatch?: (progress: { readonly tally: Tally; readonly stats: Readonly<ReadStats> }) => void;
  /** Lines per batch (default: the reader's). */
  readonly batchSize?: number;
  /** With `--format colors`: draw with ANSI escapes (main.ts decides, see color.ts). */
  readonly ansi?: boolean;
}

export interface RunResult {
  readonly tally: Tally;
  readonly stats: Readonly<ReadStats>;
  readonly elapsedMs: number;
  /** True when output stopped early because the reader closed the pipe. */
  readonly stopped: boolean;
}

/**
 * The class `--only` selects a verdict by: its status as printed (`first`, `duplicate` or
 * `invalid` for dedupe, whose puzzle lines carry the status `unknown` internally).
 */
export function verdictClass(v: LineVerdict, command: RunRequest['command']): string {
  if (command === 'dedupe') return v.dedupe?.status ?? 'invalid';
  return v.status;
}

/** Runs `options.request` over its input to the end (or until the reader closes the pipe). */
export async function runCommand(options: RunOptions): Promise<RunResult> {
  const { request, input, sink } = options;
  const solver =
    options.solver ??
    (request.command === 'dedupe' ? dedupeSolver() : request.logic ? logicSolver(request.command, request.logic) : solveInProcess);
  const formatSettings = { ...request, ansi: options.ansi === true };
  const format = formatterFor(formatSettings);
  const header = headerFor(formatSettings);
  const only = request.only === undefined ? undefined : new Set(request.only);
  const settings = {
    limit: request.limit,
    backend: request.backend,
    maxGuesses: request.maxGuesses,
    engine: request.engine,
    size: request.size,
    alphabet: request.alphabet,
  };
  const stats: ReadStats = { bytes: 0, lines: 0, skipped: 0 };
  const tally = new Tally();
  const started = performance.now();
  if (header !== undefined) await sink.write(header + '\n');

  for await (const batch of readPuzzleBatches(input.chunks, { stats, batchSize: options.batchSize })) {
    const verdicts = await solver(batch, settings);
    tally.add(verdicts);
    let text = '';
    for (const v of verdicts) {
      if (only === undefined || only.has(verdictClass(v, request.command))) text += format(v) + '\n';
    }
    await sink.write(text);
    options.onBatch?.({ tally, stats });
    if (!sink.open) break; // leaving the loop closes the input
  }
  if (sink.failure) throw sink.failure;
  return { tally, stats, elapsedMs: performance.now() - started, stopped: sink.closed };
}
