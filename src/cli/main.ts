/**
 * `sudoku-wasm` entry point (bundled to dist/cli.js by scripts/build.mjs).
 *
 * Owns: the process boundary: argv in, exit status out, messages on stderr, and the
 * `--summary FILE` write at the end of a run.
 *   0    every puzzle line got its verdict (invalid puzzles included), or the reader closed the pipe
 *   1    with --strict, some line is invalid or failed, or no line was a puzzle; or an internal error
 *   2    usage error
 *   3    I/O: the input cannot be read (when it fails mid-run, after the lines read before it
 *        and the summary), the output or the --summary file cannot be written
 *   130  interrupted (Ctrl-C, SIGINT): the lines written are whole, the summary is printed
 *   143  terminated (SIGTERM), as after Ctrl-C
 * Also owns listening for them (interrupt.ts: the first stops the run cleanly, a second one
 * ends the process at once) and the progress bar: on stderr when stderr is a terminal and
 * stdout is not (never on a pipe).
 * Also finds out what the colour rule (color.ts) needs: whether stdout is a terminal, and the
 * environment. Does not own: anything a command does (run.ts and the stages it wires
 * together; graph.ts for `graph`).
 */
import { constants } from 'node:fs';
import { access, stat, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { commandNamed, parseArgs, UsageError, type GraphRequest, type RunRequest } from './options/args.js';
import { useAnsi } from './write/color.js';
import { graphOutput } from './graph.js';
import { InputError, openInput } from './read/input.js';
import { cannotWrite, printText, reportUsage, Sink } from './write/output.js';
import { RunProgress } from './write/progress.js';
import { runCommand, threadsFor, windowFor } from './run.js';
import { formatSummary, summaryReport, type SummaryInput } from './write/summary.js';
import { commandUsage, globalUsage, VERSION } from './options/usage.js';
import { loadAllParts } from './lazy-parts.js';
import { Interrupt } from './interrupt.js';

const PROGRAM = 'sudoku-wasm';

/** Exit statuses (documented in usage.ts and docs/cli.md; 2, a usage error: output.ts's reportUsage). */
const EXIT_OK = 0;
const EXIT_STRICT = 1;
const EXIT_INTERNAL = 1;
const EXIT_IO = 3;

/** Standard output or the `--summary` file could not be written (exit {@link EXIT_IO}). */
class OutputError extends Error {
  override readonly name = 'OutputError';
}

async function main(argv: readonly string[]): Promise<number> {
  // A closed stderr must not crash the process either.
  process.stderr.on('error', () => {});
  // `experiment` (experiment.ts) and `generate` (generate.ts: it reads no puzzles) have
  // grammars of their own. Each is loaded when it runs (and for its --help), so that no other
  // command loads the generator, the human-style solver it rates with, or the experiment.
  // Both load every part of the library first (lazy-parts.ts), as graph does.
  // -V/--version means the same after every command (args.ts reads it for the others)
  if ((argv[0] === 'experiment' || argv[0] === 'generate') && asksVersion(argv.slice(1))) return printText(`${PROGRAM} ${VERSION}\n`);
  if (argv[0] === 'experiment') return (await loadAllParts(), await import('./experiment.js')).runExperimentCommand(argv.slice(1));
  if (argv[0] === 'generate') return (await loadAllParts(), await import('./generate/generate.js')).runGenerateCommand(argv.slice(1));

  let request;
  try {
    request = parseArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    return reportUsage(error.message, commandNamed(argv));
  }
  if (request.kind === 'help') {
    const { command } = request;
    if (command === 'generate') return printText((await import('./generate/generate.js')).GENERATE_USAGE);
    if (command === 'experiment') return printText((await import('./experiment.js')).EXPERIMENT_USAGE);
    return printText(command === undefined ? globalUsage() : commandUsage(command));
  }
  if (request.kind === 'version') return printText(`${PROGRAM} ${VERSION}\n`);
  if (request.kind === 'graph') return (await loadAllParts(), graph(request));
  return run(request);
}

/** Whether `-V`, `-v` or `--version` is among a subcommand's own arguments (before a `--`). */
function asksVersion(args: readonly string[]): boolean {
  const end = args.indexOf('--');
  return (end < 0 ? args : args.slice(0, end)).some((arg) => arg === '-V' || arg === '-v' || arg === '--version');
}

/** `graph`: no input, one write. */
async function graph(request: GraphRequest): Promise<number> {
  const sink = new Sink(process.stdout);
  try {
    await sink.write(graphOutput(request));
    if (sink.failure) throw outputError('standard output', sink.failure);
    return EXIT_OK;
  } catch (error) {
    return reportFailure(error);
  }
}

async function run(request: RunRequest): Promise<number> {
  const sink = new Sink(process.stdout);
  let input;
  try {
    if (request.summary !== undefined) await checkSummaryPath(request.summary);
    input = await openInput(request.input, { reuse: windowFor(threadsFor(request)) + 2 });
  } catch (error) {
    return reportFailure(error);
  }
  if (input.name === '-' && process.stdin.isTTY) {
    process.stderr.write(`${PROGRAM}: reading puzzles from the terminal, one per line; end with Ctrl-D\n`);
  }
  try {
    const ansi =
      request.colors !== undefined && useAnsi(request.colors, { isTTY: process.stdout.isTTY, env: process.env });
    const progress = process.stderr.isTTY && !process.stdout.isTTY ? new RunProgress(process.stderr, input.size) : undefined;
    const interrupt = new Interrupt();
    let result;
    try {
      result = await runCommand({
        request,
        input,
        sink,
        ansi,
        signal: interrupt.signal,
        onProgress: progress && (({ tally, stats }) => progress.update(stats.bytes, tally.puzzles)),
      });
    } catch (error) {
      throw error === sink.failure ? outputError('standard output', error) : error;
    } finally {
      interrupt.dispose();
      progress?.clear();
    }
    const summary: SummaryInput = {
      command: request.command,
      tally: result.tally,
      skipped: result.stats.skipped,
      elapsedMs: result.elapsedMs,
      backend: request.backend ?? 'wasm',
      threads: result.threads,
    };
    const complete = !result.stopped && !result.interrupted && result.readError === undefined;
    if (request.summary !== undefined) await writeSummary(request.summary, summary, complete);
    if (result.gridRow !== undefined) {
      process.stderr.write(`${PROGRAM}: read as grids separated by blank lines, because the first puzzle line is a grid row ('${result.gridRow.trim()}'); --lines reads one puzzle per line\n`);
    }
    if (result.stopped) return EXIT_OK; // `| head`: the reader has what it wanted
    if (result.threadsUnavailable !== undefined) {
      process.stderr.write(`${PROGRAM}: ${result.threadsUnavailable}; the rest ran on the main thread\n`);
    } else if (result.restarts > 0) {
      const times = result.restarts === 1 ? 'once' : `${result.restarts} times`;
      process.stderr.write(`${PROGRAM}: a worker thread died ${times}; the lines it held were run again (lines marked failed killed one twice)\n`);
    }
    const ending = result.interrupted ? ' (interrupted)' : result.readError !== undefined ? ' (input cut short)' : '';
    process.stderr.write(formatSummary(summary) + ending + '\n');
    if (result.interrupted) return interrupt.status!;
    if (result.readError !== undefined) return reportFailure(result.readError); // after the lines read: exit 3
    if (request.strict === true && result.tally.puzzles === 0) {
      process.stderr.write(`${PROGRAM}: --strict: the input held no puzzle line (only blank and # lines, or nothing)\n`);
      return EXIT_STRICT;
    }
    const bad = result.tally.byStatus.invalid + result.tally.byStatus.failed;
    return request.strict === true && bad > 0 ? EXIT_STRICT : EXIT_OK;
  } catch (error) {
    return reportFailure(error);
  } finally {
    input.close();
  }
}

/**
 * Fails before the run, not after hours of it, when the `--summary` file cannot be written: a
 * directory there, a folder that does not exist or cannot be written to. Creates nothing.
 * @throws {OutputError}
 */
async function checkSummaryPath(path: string): Promise<void> {
  try {
    const info = await stat(path).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    if (info?.isDirectory()) throw Object.assign(new Error(`EISDIR: illegal operation on a directory, open '${path}'`), { code: 'EISDIR' });
    await access(info === undefined ? dirname(path) : path, constants.W_OK);
  } catch (error) {
    throw outputError(`summary file '${path}'`, error);
  }
}

/** Writes the `--summary` JSON to `path`. @throws {OutputError} */
async function writeSummary(path: string, summary: SummaryInput, complete: boolean): Promise<void> {
  try {
    await writeFile(path, JSON.stringify(summaryReport(summary, complete), null, 2) + '\n');
  } catch (error) {
    throw outputError(`summary file '${path}'`, error);
  }
}

/** An {@link OutputError} naming what could not be written and why. */
function outputError(what: string, error: unknown): OutputError {
  return new OutputError(cannotWrite(what, error));
}

/** Says what went wrong on stderr; returns the exit status (3 for I/O, 1 for anything else). */
function reportFailure(error: unknown): number {
  if (error instanceof InputError || error instanceof OutputError) {
    process.stderr.write(`${PROGRAM}: ${error.message}\n`);
    return EXIT_IO;
  }
  const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
  process.stderr.write(`${PROGRAM}: internal error: ${detail}\n`);
  return EXIT_INTERNAL;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.exitCode = reportFailure(error);
  },
);
