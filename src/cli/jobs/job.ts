/**
 * One job of a command: a {@link LineJob} of whole input lines in, its output text and counts
 * out. The same code runs on the main thread (`--threads 1`, dedupe) and in each worker thread
 * (bulk-worker.ts), so a line is answered and written the same way either way.
 *
 * Owns: the steps of a job (lines, the command's solver, `--only`, formatting), running a job
 * of validate, solve or count again once the variant layer it found missing is loaded
 * (../lazy-parts.ts), and the job's answer when no thread could give one: every puzzle line
 * `failed`, with the reason. Does not own: any step itself, nor ordering jobs (run.ts) or
 * threads (pool.ts).
 *
 *   validate, solve, count, plain output, 9×9 on the core: LineJob ─► coreText (the core reads,
 *       solves and writes the lines; the library's verdicts of the lines it leaves) ─────────┐
 *   validate, solve, count:  LineJob ─► jobTable (the core reads the bytes) ─► VerdictTable ─┤
 *       plain output: formatTable (bytes, no object or string per plain line) ───────────────┼► JobResult
 *       --json, --csv, --format colors: its verdicts ─► Formatter ───────────────────────────┤
 *   candidates, explain, hint, rate, dedupe, convert: LineJob ─► jobLines ─► BatchSolver ─────┤
 *   --grid (any command but dedupe): LineJob ─► jobGrids ─► solveGrids ─► Formatter ─────────┘
 *                                      (lines of the classes `--only` keeps)
 */
import { jobGrids } from '../read/grid-jobs.js';
import { jobLines, type JobLines } from '../../stream/lines.js';
import type { LineJob } from '../../stream/chunks.js';
import { jobTable } from '../../stream/validate-stream.js';
import { tableVerdicts, type NumberedVerdict } from '../../stream/verdict-table.js';
import type { CommandName, LogicRequest, RunRequest } from '../options/args.js';
import { dedupeSolver } from '../dedupe.js';
import { formatterFor, type Formatter } from '../write/format.js';
import { coreText } from './core-text.js';
import { formatTable, type TableFormat } from '../write/format-table.js';
import { solveGrids } from '../read/grid-input.js';
import { Tally, type TallyCounts } from '../write/summary.js';
import { fromLibrary, solveInProcess, type BatchSolver, type LineVerdict, type SolveSettings } from './verdicts.js';
import { variantsMissCount } from '../../api/parts.js';
import { loadsVariantsOnDemand, loadVariants } from '../lazy-parts.js';

/** Everything a job needs besides its bytes: plain data, so it can go to a worker thread. */
export interface JobSettings {
  readonly request: RunRequest;
  /** With `--format colors`: draw with ANSI escapes. */
  readonly ansi: boolean;
  /** Node budget of boards above 9×9 when `--max-nodes` is not given. */
  readonly largeBoardMaxNodes: number;
}

/** What a job gives back. */
export interface JobResult {
  readonly seq: number;
  /**
   * Output lines, each ending in `\n` (only the classes `--only` keeps): a string from the
   * thread that ran the job, UTF-8 bytes from a worker thread (bulk-worker.ts {@link asBytes}).
   */
  readonly text: string | Uint8Array;
  readonly tally: TallyCounts;
  /** Blank and comment lines. */
  readonly skipped: number;
  /** Input lines in the job. */
  readonly lines: number;
  /** Input bytes in the job. */
  readonly bytes: number;
}

/** Runs jobs of one command (build one per thread: dedupe remembers what it has seen). */
export interface JobRunner {
  run(job: LineJob): Promise<JobResult>;
  /** The job's answer when it could not be run: each of its puzzle lines `failed` with `reason`. */
  fail(job: LineJob, reason: string): JobResult;
}

/** The class `--only` selects a verdict by: its status as printed (dedupe: first, duplicate, invalid; convert: converted, invalid). */
export function verdictClass(v: LineVerdict, command: RunRequest['command']): string {
  if (command === 'dedupe' && v.status !== 'failed') return v.dedupe?.status ?? 'invalid';
  if (command === 'convert' && v.status !== 'failed') return v.convert === undefined ? 'invalid' : 'converted';
  return v.status;
}

/**
 * A runner for `settings`.
 * @param stop once aborted, a job of the logic commands still running ends at its next turn
 *   (logic.ts), rejecting: for the thread that also reads and writes, whose jobs in flight are
 *   not wanted once the run has ended
 */
export function jobRunner(settings: JobSettings, stop?: AbortSignal): JobRunner {
  const { request } = settings;
  const solver: BatchSolver =
    request.command === 'dedupe'
      ? dedupeSolver()
      : request.logic
        ? lazySolver(() => import('../logic/logic.js').then(({ logicSolver }) => logicSolver(request.command, request.logic!, stop)))
        : request.command === 'candidates'
          ? lazySolver(() => import('../candidates/candidates.js').then(({ candidatesSolver }) => candidatesSolver(stop)))
          : request.command === 'convert'
            ? lazySolver(() => import('../convert/convert.js').then(({ convertSolver }) => convertSolver(request.to ?? 'model')))
            : solveInProcess;
  const format = formatterFor({ ...request, ansi: settings.ansi });
  const only = request.only === undefined ? undefined : new Set(request.only);
  const solveSettings: SolveSettings = {
    limit: request.limit,
    backend: request.backend,
    engine: request.engine,
    size: request.size,
    alphabet: request.alphabet,
    maxNodes: request.maxNodes,
    largeBoardMaxNodes: settings.largeBoardMaxNodes,
    timeoutMs: request.timeoutMs,
  };
  const finish = (job: LineJob, verdicts: readonly LineVerdict[], skipped: number): JobResult => {
    const tally = new Tally();
    tally.add(verdicts);
    return { seq: job.seq, text: render(verdicts, format, only, request.command), tally, skipped, lines: job.lineCount, bytes: job.bytes.length };
  };
  // validate, solve and count: the library's bulk path straight from the job's bytes; solution
  // text only when the output shows it (solve, and every --json line of a unique puzzle)
  const direct = request.command === 'validate' || request.command === 'solve' || request.command === 'count';
  const batchOptions = {
    ...solveSettings,
    solutions: request.command === 'solve' || request.json,
  };
  // plain lines of validate, solve and count: written from the verdict table as bytes
  const plain = direct && !request.json && request.csv !== true && request.colors === undefined;
  const tableFormat: TableFormat | undefined = plain
    ? {
        command: request.command as TableFormat['command'],
        limit: request.limit,
        ...(only === undefined ? {} : { keep: (status: string) => only.has(status) }),
        other: (v) => {
          const verdict = fromLibrary(v, v.line, solveSettings);
          return only === undefined || only.has(verdictClass(verdict, request.command)) ? format(verdict) : undefined;
        },
      }
    : undefined;
  const answer = async (job: LineJob): Promise<JobResult> => {
    if (request.grid === true) {
      // grids: one verdict per grid, through the string path (the grids are few per job)
      const { grids, skipped } = jobGrids(job);
      const verdicts = grids.length === 0 ? [] : await solveGrids(grids, solver, solveSettings);
      return finish(job, verdicts, skipped);
    }
    if (direct) {
      if (tableFormat) {
        // the core writes the plain lines of the 9×9 lines it reads; the others are counted here
        const tally = new Tally();
        const core = coreText(job, batchOptions, tableFormat, tally, (v) => tally.add([fromLibrary(v, v.line, solveSettings)]));
        if (core) {
          return { seq: job.seq, text: core.text, tally, skipped: core.skipped, lines: job.lineCount, bytes: job.bytes.length };
        }
      }
      const table = jobTable(job, batchOptions);
      if (tableFormat) {
        const tally = new Tally();
        // the other rows are counted here, the plain ones by formatTable
        for (let k = 1; k < table.others.length; k += 2) tally.add([fromLibrary(table.others[k] as NumberedVerdict, (table.others[k] as NumberedVerdict).line, solveSettings)]);
        const text = formatTable(table, tableFormat, tally);
        return { seq: job.seq, text, tally, skipped: table.skipped, lines: job.lineCount, bytes: job.bytes.length };
      }
      return finish(job, tableVerdicts(table).map((v) => fromLibrary(v, v.line, solveSettings)), table.skipped);
    }
    const { lines, skipped } = jobLines(job);
    const verdicts = lines.length === 0 ? [] : await solver(lines, solveSettings);
    if (verdicts.length !== lines.length) throw new Error(`the solver returned ${verdicts.length} verdicts for ${lines.length} lines`);
    return finish(job, verdicts, skipped);
  };
  const onDemand = loadsVariantsOnDemand(request.command);
  return {
    async run(job) {
      if (!onDemand) return answer(job);
      // validate, solve and count load the variant layer on the first job that needs it
      // (lazy-parts.ts): that job's answer (or the error it threw) is dropped and the job run
      // again with it (these commands keep nothing between jobs), so its lines come out as
      // usual, in order
      const missed = variantsMissCount();
      try {
        const result = await answer(job);
        if (variantsMissCount() === missed) return result;
      } catch (error) {
        if (variantsMissCount() === missed) throw error;
      }
      await loadVariants();
      return answer(job);
    },
    fail(job, reason) {
      const { lines, skipped } = request.grid === true ? gridsAsLines(job) : jobLines(job);
      const verdicts = lines.map((l): LineVerdict => ({
        line: l.line,
        status: 'failed',
        count: 0,
        guesses: 0,
        error: { code: 'FAILED', message: `line ${l.line}: ${reason}`, line: l.line },
      }));
      return finish(job, verdicts, skipped);
    },
  };
}

/**
 * A solver loaded on the first batch (logic.ts's, candidates.ts's): the human-style solver is
 * about 360 KB of the bundle, which validate, solve and count never run (measured: parsing it
 * was about a tenth of a one-puzzle `solve`'s CPU; bench/RESULTS.md, Startup). Batches given
 * while it loads wait for it, in order.
 */
function lazySolver(load: () => Promise<BatchSolver>): BatchSolver {
  let loaded: Promise<BatchSolver> | undefined;
  return async (batch, settings) => {
    loaded ??= load();
    return (await loaded)(batch, settings);
  };
}

/** The grids of a job as items to answer `failed` (each by its first line). */
function gridsAsLines(job: LineJob): JobLines {
  const { grids, skipped } = jobGrids(job);
  return { lines: grids.map((g) => ({ line: g.line, text: g.text, length: g.text.length })), skipped };
}

function render(verdicts: readonly LineVerdict[], format: Formatter, only: ReadonlySet<string> | undefined, command: RunRequest['command']): string {
  let text = '';
  for (const v of verdicts) {
    if (only === undefined || only.has(verdictClass(v, command))) text += format(v) + '\n';
  }
  return text;
}

const encoder = new TextEncoder();

/**
 * `result` with its text as UTF-8 bytes, and the buffer to transfer: what a worker thread posts.
 * Measured (V8 profile, 2 threads, a million 17-clue lines): posting the text as a string cost
 * each worker 8-10% of its time in postMessage (the cons string of a job's lines flattened and
 * serialised, then decoded and encoded again on the main thread); bytes are transferred, not
 * copied, and written as they are.
 */
export function asBytes(result: JobResult): { result: JobResult; transfer: ArrayBuffer[] } {
  if (typeof result.text !== 'string') return { result, transfer: [result.text.buffer as ArrayBuffer] };
  const bytes = encoder.encode(result.text);
  return { result: { ...result, text: bytes }, transfer: [bytes.buffer as ArrayBuffer] };
}
