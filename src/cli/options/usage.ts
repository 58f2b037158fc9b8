/**
 * The words the CLI says about itself: the short global `--help`, each command's own help
 * (`sudoku-wasm COMMAND --help`: what it reads, what it writes, its options, examples) and
 * `--version`.
 *
 * Owns: those strings, and the one description of each option that every command's help
 * quotes. Does not own: parsing (args.ts), nor the help of `generate` and `experiment`
 * (generate.ts, experiment.ts: they have a grammar of their own). The version is stamped in by
 * scripts/build.mjs (esbuild `define`); running from source (tests) gives `0.0.0-dev`.
 */
import { DEFAULT_LARGE_BOARD_MAX_NODES } from '../../stream/validate-stream.js';
import { DEFAULT_COUNT_LIMIT, MAX_THREADS, type CommandName } from './args.js';
import { groupThousands } from '../write/thousands.js';

declare const __SUDOKU_WASM_VERSION__: string | undefined;

export const VERSION: string =
  typeof __SUDOKU_WASM_VERSION__ === 'string' ? __SUDOKU_WASM_VERSION__ : '0.0.0-dev';

const P = 'sudoku-wasm';
/** The puzzle of the runnable examples (one solution, 17 clues): each command's help starts with one that runs as it is. */
export const EXAMPLE_PUZZLE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
/** An easy puzzle (singles only) for the logic commands' runnable examples. */
export const EXAMPLE_EASY = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
/** A puzzle with two solutions (a solved grid with a 2-6 rectangle emptied) for `candidates`' runnable example. */
export const EXAMPLE_TWO = '.391874.5.753941.8814562937123879546456213879798456312367945281541728693982631754';

/**
 * The commands that read variant puzzles too, one per line, mixed with classic lines: what
 * dedupe's refusal names (the global help and dedupe's say it in lines of 80 columns;
 * test/cli/help-agrees.test.ts checks all three against what the commands do).
 */
export const VARIANT_READERS = 'validate, solve, count, candidates, rate, explain, hint and convert';

/** The global help: the commands, what a puzzle line is, the common options; short. */
export function globalUsage(): string {
  return `\
Usage: ${P} <command> [options] [FILE|-]

Checks, solves, rates and explains Sudoku puzzles read from FILE (or standard
input when FILE is '-' or absent), one answer per puzzle, in input order.

Commands that read puzzles:
  validate    is the solution unique? (unique, multiple, none or invalid)
  solve       validate, and print the solution when it is unique
  count       count the solutions, up to --limit
  candidates  where the solutions differ: each cell's true candidates
  rate        HoDoKu-style level, score and hardest technique
  explain     solve like a human: every step as a sentence
  hint        the next step a person can take
  dedupe      find repeats up to symmetry (9x9; solves nothing)
  convert     each puzzle as a link (SudokuPad, f-puzzles), JSON or a line
Commands that read no puzzles:
  generate    make puzzles with one solution (level, size, symmetry, seed...)
  graph       print the Sudoku graph (Graphviz DOT or JSON)
  experiment  rerun the ordered-vs-shuffled guesses experiment

Input: one puzzle per line, 81 cells in reading order, 1-9 for a given, '.' or
'0' for an empty cell; other sizes (4x4 to 64x64) by their cell count. Grids of
N rows (as formatGrid and formatBoard write them), separated by blank lines,
are read with --grid, or recognised when the input starts with one. Blank
lines and lines starting with '#' are skipped. validate, solve, count,
candidates, rate, explain, hint and convert read variant puzzles too, one per
line among classic ones: f-puzzles JSON, f-puzzles and SudokuPad links, the
model's JSON, jigsaw lines.

Options of the commands that read puzzles (each command's help lists its own):
${optionLines(['--json', '--only', '--summary', '--strict', '--threads', '--grid', '--size', '-h', '-V'])}
Exit status: 0 every puzzle got its answer; 1 with --strict, some line is
invalid or failed, or no line was a puzzle; 2 usage error; 3 input or output
error; 130 Ctrl-C; 143 SIGTERM (both stop after whole lines).

Run '${P} COMMAND --help' for what a command reads and writes, and its
options.

Examples (the first runs as it is):
  ${P} solve ${EXAMPLE_PUZZLE}
  ${P} validate puzzles.txt
  ${P} solve --json - < puzzles.txt
  ${P} rate --threads 2 puzzles.txt
  ${P} generate --level hard --count 10
`;
}

/** One option's help: its usage and its description, wrapped to the help's columns. */
interface OptionHelp {
  readonly usage: string;
  readonly text: string;
}

/** Every option's description, once; the commands' helps quote them. */
const OPTIONS: Readonly<Record<string, OptionHelp>> = {
  '--json': { usage: '--json', text: 'one JSON object per line (same as --format json)' },
  '--csv': { usage: '--csv', text: 'a header line, then one CSV row per puzzle (RFC 4180 quoting; same as --format csv)' },
  '--only': {
    usage: '--only CLASSES',
    text: 'print only the lines of these statuses, comma-separated (unique, multiple, none, invalid, unknown, failed); the summary still counts every line',
  },
  '--only-convert': { usage: '--only CLASSES', text: 'print only the lines of these classes, comma-separated (converted, invalid, failed); the summary still counts every line' },
  '--to': {
    usage: '--to FORMAT',
    text: "(required) the form to write: sudokupad (a SudokuPad link), link (an f-puzzles link), fpuzzles (f-puzzles JSON; also 'fpuzzles-json'), model (the package's JSON; also 'json') or line (a classic line, or a jigsaw line for a jigsaw; a line holds no other rule)",
  },
  '--only-dedupe': { usage: '--only CLASSES', text: 'print only the lines of these classes, comma-separated (first, duplicate, invalid, failed); the summary still counts every line' },
  '--json-graph': { usage: '--json', text: 'the graph as one JSON object (same as --format json)' },
  '--summary': {
    usage: '--summary FILE',
    text: 'at the end (also after Ctrl-C), write the run\'s counts per status, seconds, puzzles/s and whether it was complete to FILE as JSON',
  },
  '--strict': { usage: '--strict', text: 'exit 1 when some line is invalid or failed, or none is a puzzle' },
  '--threads': {
    usage: '--threads N',
    text: `threads, 1 to ${MAX_THREADS} (default: every core): the main thread and N - 1 worker threads (1: the main thread alone). Output is in input order whatever N is. A thread that dies is replaced and its lines run again; lines that kill a thread twice are answered 'failed'`,
  },
  '--grid': {
    usage: '--grid',
    text: 'read grids of N rows (| and ---+--- lines allowed) separated by blank lines; one answer per grid, numbered by its first line. The default when the first puzzle line is a grid row',
  },
  '--lines': { usage: '--lines', text: 'read one puzzle per line, whatever the first line looks like' },
  '--size': {
    usage: '--size N',
    text: "board size: box size 2-8 or side 9-64 (2 for 4x4, 9 for 9x9, 16 for 16x16). Default: inferred from each line's cell count (16 characters make a 4x4 board); --size 9 refuses other sizes",
  },
  '--alphabet': { usage: '--alphabet A', text: 'symbols of boards other than 9x9: alnum (default: 1-9 A-Z a-z), hex (0-F), auto, or the N symbols themselves' },
  '--backend': { usage: '--backend NAME', text: 'wasm (default) or ts' },
  '--engine': { usage: '--engine NAME', text: 'auto (default: fast9 for 9x9, bitmask otherwise), fast9, bitmask or dlx (Dancing Links)' },
  '--max-nodes': {
    usage: '--max-nodes N',
    text: `(or --max-guesses N) give up on a puzzle after N search nodes: it is then 'unknown' with the reason NODE_BUDGET. Default: none for 9x9, ${groupThousands(DEFAULT_LARGE_BOARD_MAX_NODES)} for larger boards; 0 for none at every size`,
  },
  '--timeout-per-puzzle': { usage: '--timeout-per-puzzle MS', text: "give up on a puzzle after MS milliseconds ('unknown', TIME_BUDGET); 0 or absent: none" },
  '--limit': { usage: '--limit N', text: `stop counting at N solutions (N >= 2; default ${DEFAULT_COUNT_LIMIT})` },
  '--format-solve': { usage: '--format F', text: 'text (default), json, csv, or colors: each solution drawn as resistor-code colours (names in a pipe, blocks of colour on a terminal)' },
  '--color': { usage: '--color WHEN', text: 'with --format colors: auto (default: ANSI colour when stdout is a terminal and NO_COLOR is not set), always, never' },
  '--techniques': { usage: '--techniques L', text: "technique ids to use, in order, comma-separated (default: all, HoDoKu's order)" },
  '--exclude': { usage: '--exclude L', text: 'technique ids to leave out' },
  '--guess': { usage: '--guess', text: 'when no technique applies, take a guess checked by the engine (marked as such) and go on (default: stop)' },
  '--notation': { usage: '--notation', text: "add each step in HoDoKu's notation after a tab" },
  '--scale': { usage: '--scale S', text: "hodoku (default: HoDoKu's level, score, hardest technique) or se (Sudoku Explainer 1.2.1's ER, EP, ED and hardest technique)" },
  '--vague': { usage: '--vague', text: 'name the technique and where to look, not the step' },
  '--format-graph': { usage: '--format F', text: "dot (default: Graphviz DOT, draw with 'neato -n -Tsvg') or json" },
  '--size-graph': { usage: '--size N', text: 'box size 2-8 or side 9-64 (default 9x9)' },
  '-h': { usage: '-h, --help', text: 'show this help' },
  '-V': { usage: '-V, --version', text: 'show the version' },
};

/** The option lines of `names`, each wrapped under a 22-column usage. */
function optionLines(names: readonly string[]): string {
  return names.map((name) => formatOption(OPTIONS[name])).join('');
}

const WIDTH = 80;
const INDENT = 22;

function formatOption({ usage, text }: OptionHelp): string {
  const head = `  ${usage}`;
  const lines: string[] = [];
  let line = head.length <= INDENT - 2 ? head.padEnd(INDENT) : (lines.push(head), ' '.repeat(INDENT));
  for (const word of text.split(' ')) {
    if (line.length > INDENT && line.length + 1 + word.length > WIDTH) {
      lines.push(line);
      line = ' '.repeat(INDENT) + word;
    } else {
      line += (line.length > INDENT ? ' ' : '') + word;
    }
  }
  lines.push(line);
  return lines.join('\n') + '\n';
}

/** What a command's help says. */
interface CommandHelp {
  readonly summary: string;
  readonly reads: string;
  readonly writes: string;
  readonly options: readonly string[];
  readonly examples: readonly string[];
}

/** The options of every command that solves (not dedupe). */
const SOLVING = ['--size', '--alphabet', '--grid', '--lines', '--backend', '--engine', '--max-nodes', '--timeout-per-puzzle'];
/** The options of every command that reads puzzles. */
const RUN = ['--only', '--summary', '--strict', '--threads'];

const READS_PUZZLES = `FILE, or standard input when FILE is '-' or absent, as a stream: one puzzle per
line (81 cells in reading order, 1-9 for a given, '.' or '0' for an empty cell;
text after the cells and a space is ignored; other sizes by their cell count),
or with --grid multi-line grids separated by blank lines. Blank lines and lines
starting with '#' are skipped. A gzip-compressed input is decompressed. A
puzzle may stand in FILE's place (a line of 81 cells, or of another size's
count, that names no file).`;

/** The variant lines the commands of {@link VARIANT_READERS} read. */
const VARIANT_LINES = `A line, or FILE's place, may also hold a variant puzzle: f-puzzles JSON on
one line, an f-puzzles or SudokuPad link, the JSON of sudoku-wasm's model, or
a jigsaw line (81 givens, then 81 region labels with no space between).`;

/** What the commands of {@link VARIANT_READERS} that solve read. */
const READS_VARIANTS = `${READS_PUZZLES}
${VARIANT_LINES}
Variant lines have no search budget by default: give --max-nodes for puzzles
you do not trust.`;

/** What dedupe answers a variant line. */
const DEDUPE_VARIANT_LINE = `A variant puzzle (f-puzzles JSON, a link, the model's JSON, a jigsaw line) is
'invalid' with UNSUPPORTED: validate, solve, count, candidates, rate, explain,
hint and convert read them.`;

/** What explain and hint answer a variant line given a classic-only option. */
function classicOnly(options: string): string {
  return `A variant line given ${options} is 'unknown' with
UNSUPPORTED, saying why: they are for classic puzzles.`;
}

const INVALID_LINE = `A line that is not a puzzle: 'LINE  invalid  CODE: MESSAGE' (e.g. BAD_CHAR,
TOO_FEW_CELLS, CONFLICT), with the line, column and cell at fault.`;

const COMMAND_HELP: Readonly<Record<CommandName | 'graph', CommandHelp>> = {
  validate: {
    summary: 'Tells, for each puzzle, whether it has exactly one solution.',
    reads: READS_VARIANTS,
    writes: `One line per puzzle, in input order, tab-separated:
  LINE  STATUS          STATUS: unique, multiple, none, invalid, unknown (a
                        budget stopped the search) or failed (no answer: it
                        killed a worker thread twice)
${INVALID_LINE}
--json: {"line", "status", "size" (boards other than 9x9), "solution" (when
unique), "guesses", "error": {"code", "message", "line", "column", "cell",
"char"}}. --csv: line,status,error_code,error_message.
A summary (puzzles per status, time, puzzles/s) goes to standard error.`,
    options: ['--json', '--csv', ...RUN, ...SOLVING],
    examples: [`${P} validate ${EXAMPLE_PUZZLE}`, `${P} validate puzzles.txt`, `${P} validate --csv --only invalid,multiple --summary run.json big.txt`, `${P} validate --grid grids.txt`],
  },
  solve: {
    summary: 'Solves each puzzle: validates it, and prints the solution when it is unique.',
    reads: READS_VARIANTS,
    writes: `One line per puzzle, in input order, tab-separated:
  LINE  unique  SOLUTION      (the solution as one line of N*N symbols)
  LINE  STATUS                (multiple, none, invalid, unknown, failed)
${INVALID_LINE}
--json: {"line", "status", "size", "solution", "guesses", "error"}.
--csv: line,status,solution,error_code,error_message.
--format colors: a block per puzzle: '# line LINE: STATUS', then the solution
as N rows of colour names (1 Brown ... 9 White) or ANSI blocks, a blank line.`,
    options: ['--json', '--csv', '--format-solve', '--color', ...RUN, ...SOLVING],
    examples: [`${P} solve ${EXAMPLE_PUZZLE}`, `${P} solve puzzles.txt`, `${P} solve --json - < puzzles.txt`, `${P} solve --format colors --color always puzzles.txt | less -R`],
  },
  count: {
    summary: 'Counts the solutions of each puzzle, up to --limit.',
    reads: READS_VARIANTS,
    writes: `One line per puzzle, in input order, tab-separated:
  LINE  STATUS  COUNT   ('N+' when the search stopped at --limit)
${INVALID_LINE}
--json: {"line", "status", "size", "solution", "count", "exact", "guesses",
"error"} (no "count" nor "exact" for an invalid or failed line).
--csv: line,status,count,exact,error_code,error_message.`,
    options: ['--limit', '--json', '--csv', ...RUN, ...SOLVING],
    examples: [`${P} count --limit 100 ${'.'.repeat(81)}`, `${P} count --limit 100 puzzles.txt`],
  },
  candidates: {
    summary: `Gives, for each puzzle, its true candidates: the digits each cell holds in at
least one solution, and the cells where the solutions differ (where a clue or a
rule is missing).`,
    reads: READS_VARIANTS,
    writes: `One line per puzzle, in input order, tab-separated:
  LINE  multiple  CELLS     (each cell where the solutions differ and its true
                            candidates: 'r1c1 26, r1c8 26, ...')
  LINE  unique  SOLUTION    (its digits are the true candidates)
  LINE  STATUS              (none, invalid, unknown, failed)
${INVALID_LINE}
--json: {"line", "status", "size", "candidates" (per cell its digits),
"differing" (0-based cells), "searches", "guesses", "stopped", "error"}.
No CSV. A puzzle with several solutions takes about one more search per empty
cell and per digit found (milliseconds at 9x9; seconds for a hard killer);
--max-nodes and --timeout-per-puzzle bound them all together: 'unknown'
then, and --json gives the digits found so far.`,
    options: ['--json', ...RUN, ...SOLVING],
    examples: [`${P} candidates ${EXAMPLE_TWO}`, `${P} candidates puzzles.txt`, `${P} candidates --json --only multiple puzzles.txt`],
  },
  rate: {
    summary: 'Rates each puzzle as HoDoKu does: level, score and hardest technique used.',
    reads: `${READS_VARIANTS}
A variant puzzle is graded on the variant scale, as the variant steps solve it,
in the same columns (--json adds "scale":"variant"); with --scale se,
--techniques or --exclude it is 'unknown' with UNSUPPORTED, saying why.`,
    writes: `One line per puzzle, in input order, tab-separated:
  LINE  LEVEL  SCORE  HARDEST   (LEVEL: Easy, Medium, Hard, Unfair, Extreme)
  LINE  STATUS                  (a puzzle without exactly one solution:
                                none, multiple; or invalid, unknown, failed)
${INVALID_LINE}
--json: {"line", "status", "level", "score", "hardest", "steps", "guesses"}.
--csv: line,status,level,score,hardest,steps,guesses,error_code,error_message.
--scale se: LINE  ER  EP  ED  HARDEST (Sudoku Explainer 1.2.1's scale;
--json and --csv give er, ep, ed in place of level and score; --techniques and
--exclude do not apply).
Boards up to 25x25.`,
    options: ['--scale', '--techniques', '--exclude', '--json', '--csv', ...RUN, ...SOLVING],
    examples: [`${P} rate ${EXAMPLE_PUZZLE}`, `${P} rate puzzles.txt`, `${P} rate --json --exclude nice-loop puzzles.txt`, `${P} rate --scale se puzzles.txt`],
  },
  explain: {
    summary: 'Solves each puzzle like a human and explains every step in a sentence.',
    reads: `${READS_VARIANTS}
A variant puzzle is explained with the variant steps (its rules, singles,
subsets, fish, contradictions), to solved or to stuck where none applies.
${classicOnly('--techniques, --exclude or --guess')}`,
    writes: `For each puzzle, in input order:
  # line LINE: STATUS in K steps   (STATUS: solved, guessed or stuck)
  k. SENTENCE                      (one per step; --notation adds HoDoKu's
                                   notation after a tab)
  grid: GRID                       (the grid reached, one line)
A puzzle without exactly one solution: 'LINE  none' or 'LINE  multiple'.
${INVALID_LINE}
--json: one object per step ("step", "technique", "name", "code", "text",
"notation", "digits", "cells", "houses", "placements", "eliminations",
"links"), then {"line", "status", "steps", "grid"}. No CSV. Boards up to 25x25.`,
    options: ['--techniques', '--exclude', '--guess', '--notation', '--json', ...RUN, ...SOLVING],
    examples: [`${P} explain --notation ${EXAMPLE_EASY}`, `${P} explain --notation puzzles.txt`],
  },
  hint: {
    summary: 'Gives, for each puzzle, the next step a person can take.',
    reads: `${READS_VARIANTS}
A variant puzzle gets the first of the variant steps (its rules, singles,
subsets, fish, contradictions), or 'stuck' where none applies.
${classicOnly('--techniques or --exclude')}`,
    writes: `One line per puzzle, in input order, tab-separated:
  LINE  TECHNIQUE  SENTENCE
A puzzle without exactly one solution: 'LINE  none' or 'LINE  multiple'.
${INVALID_LINE}
--json: one object per puzzle with the step. No CSV. Boards up to 25x25.`,
    options: ['--vague', '--techniques', '--exclude', '--json', ...RUN, ...SOLVING],
    examples: [`${P} hint --vague ${EXAMPLE_EASY}`, `${P} hint --vague puzzles.txt`],
  },
  dedupe: {
    summary: `Finds repeats up to symmetry: a puzzle is a duplicate of an earlier one when a
transformation (rows within bands, bands, columns within stacks, stacks,
transpose, relabelled digits) turns one into the other. 9x9 only; nothing is
solved. Keeps the canonical form of every distinct puzzle: memory grows with
their number (about 140 bytes each). Runs on one thread.`,
    reads: `${READS_PUZZLES.replace(/; other sizes by their cell count\),\nor with --grid multi-line grids separated by blank lines\./, ').')}
${DEDUPE_VARIANT_LINE}`,
    writes: `One line per puzzle, in input order, tab-separated:
  LINE  first                   (no earlier line is equivalent)
  LINE  duplicate  FIRST_LINE   (equivalent to the puzzle on FIRST_LINE, the
                                first line of its class)
${INVALID_LINE}
--json: {"line", "status", "canonical", "duplicateOf"}. --csv: line,status,
duplicate_of,canonical,error_code,error_message.`,
    options: ['--json', '--csv', '--only-dedupe', '--summary', '--strict'],
    examples: [`${P} dedupe --json ${EXAMPLE_PUZZLE}`, `${P} dedupe --json puzzles.txt`],
  },
  convert: {
    summary: `Writes each puzzle in another form: a SudokuPad or f-puzzles link, f-puzzles
JSON, the package's model JSON, or a puzzle line. Nothing is solved.`,
    reads: `${READS_PUZZLES}
${VARIANT_LINES}`,
    writes: `One line per puzzle, in input order: the puzzle in the form --to names,
alone, so that the next tool (or command) reads it. Every form but line keeps
the puzzle's title, author and rules text. A 4x4 to 9x9 classic puzzle becomes
a variant puzzle with no rule; --to line writes every size.
${INVALID_LINE}
A puzzle the form cannot hold is 'invalid' with UNSUPPORTED, naming why: a
board above 9x9 in a link or JSON, a rule other than jigsaw regions in a line.
--json: {"line", "status": "converted", "output"}, or {"line", "status",
"error"} (invalid, failed). No CSV.`,
    options: ['--to', '--json', '--only-convert', '--summary', '--strict', '--threads', '--size', '--alphabet', '--grid', '--lines'],
    examples: [`${P} convert --to sudokupad ${EXAMPLE_PUZZLE}`, `${P} convert --to model links.txt > models.jsonl`, `${P} convert --to line --only converted puzzles.txt`, `${P} convert --to link --json grids.txt`],
  },
  graph: {
    summary: `Prints the Sudoku graph: each cell joined to its row, column and box peers
(a solved grid colours it with N colours).`,
    reads: 'Nothing.',
    writes: 'The graph, as Graphviz DOT (default) or JSON (--format json or --json).',
    options: ['--size-graph', '--format-graph', '--json-graph'],
    examples: [`${P} graph --size 2 --format json`, `${P} graph | neato -n -Tsvg > graph.svg`],
  },
};

/** The help of `command` (one that reads puzzles, or graph). */
export function commandUsage(command: CommandName | 'graph'): string {
  const help = COMMAND_HELP[command];
  const usage = command === 'graph' ? `${P} graph [options]` : command === 'convert' ? `${P} convert --to FORMAT [options] [FILE|-]` : `${P} ${command} [options] [FILE|-]`;
  return `Usage: ${usage}

${help.summary}

Reads:
${help.reads}

Writes:
${help.writes}

Options:
${optionLines([...help.options, '-h'])}
Examples (the first runs as it is):
${help.examples.map((e) => `  ${e}\n`).join('')}
${command === 'graph' ? GRAPH_EXIT : RUN_EXIT}
See '${P} --help' for the other commands.
`;
}

const RUN_EXIT = `Exit status: 0 every puzzle got its answer; 1 with --strict, some line is
invalid or failed, or no line was a puzzle; 2 usage error; 3 input or output
error; 130 Ctrl-C; 143 SIGTERM (both stop after whole lines).`;
const GRAPH_EXIT = 'Exit status: 0 done; 2 usage error; 3 the output cannot be written.';
