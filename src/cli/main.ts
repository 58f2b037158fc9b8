/**
 * `sudoku-wasm` entry point (bundled to dist/cli.js by scripts/build.mjs).
 *
 * Owns: the process boundary: argv in, exit status out, messages on stderr.
 *   0  every puzzle line got its verdict (invalid puzzles included), or the reader closed the pipe
 *   1  the input cannot be read, or processing failed
 *   2  usage error
 * Also finds out what the colour rule (color.ts) needs: whether stdout is a terminal, and the
 * environment. Does not own: anything a command does (run.ts and the stages it wires
 * together; graph.ts for `graph`).
 */
import { parseArgs, UsageError, type GraphRequest, type RunRequest } from './args';
import { useAnsi } from './color';
import { graphOutput } from './graph';
import { runExperimentCommand } from './experiment';
import { InputError, openInput } from './input';
import { Sink } from './output';
import { runCommand } from './run';
import { formatSummary } from './summary';
import { USAGE, VERSION } from './usage';

const PROGRAM = 'sudoku-wasm';

async function main(argv: readonly string[]): Promise<number> {
  // A closed stderr must not crash the process either.
  process.stderr.on('error', () => {});
  // `experiment` has a grammar of its own (experiment.ts)
  if (argv[0] === 'experiment') return runExperimentCommand(argv.slice(1));

  let request;
  try {
    request = parseArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${PROGRAM}: ${error.message}\nTry '${PROGRAM} --help' for more information.\n`);
    return 2;
  }
  if (request.kind === 'help') {
    process.stdout.write(USAGE);
    return 0;
  }
  if (request.kind === 'version') {
    process.stdout.write(`${PROGRAM} ${VERSION}\n`);
    return 0;
  }
  if (request.kind === 'graph') return graph(request);
  return run(request);
}

/** `graph`: no input, one write. */
async function graph(request: GraphRequest): Promise<number> {
  const sink = new Sink(process.stdout);
  try {
    await sink.write(graphOutput(request));
    if (sink.failure) throw sink.failure;
    return 0;
  } catch (error) {
    return reportFailure(error);
  }
}

async function run(request: RunRequest): Promise<number> {
  const sink = new Sink(process.stdout);
  let input;
  try {
    input = await openInput(request.input);
  } catch (error) {
    return reportFailure(error);
  }
  if (input.name === '-' && process.stdin.isTTY) {
    process.stderr.write(`${PROGRAM}: reading puzzles from the terminal, one per line; end with Ctrl-D\n`);
  }
  try {
    const ansi =
      request.colors !== undefined && useAnsi(request.colors, { isTTY: process.stdout.isTTY, env: process.env });
    const result = await runCommand({ request, input, sink, ansi });
    if (result.stopped) return 0; // `| head`: the reader has what it wanted
    process.stderr.write(
      formatSummary({
        command: request.command,
        tally: result.tally,
        skipped: result.stats.skipped,
        elapsedMs: result.elapsedMs,
        backend: request.backend ?? 'wasm',
      }) + '\n',
    );
    return 0;
  } catch (error) {
    return reportFailure(error);
  } finally {
    input.close();
  }
}

function reportFailure(error: unknown): number {
  if (error instanceof InputError) {
    process.stderr.write(`${PROGRAM}: ${error.message}\n`);
  } else {
    const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
    process.stderr.write(`${PROGRAM}: internal error: ${detail}\n`);
  }
  return 1;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.exitCode = reportFailure(error);
  },
);
