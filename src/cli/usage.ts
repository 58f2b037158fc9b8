/**
 * The words the CLI says about itself: `--help` text and `--version`.
 *
 * Owns: those strings. Does not own: parsing (args.ts). The version is stamped in by
 * scripts/build.mjs (esbuild `define`); running from source (tests) gives `0.0.0-dev`.
 */
import { DEFAULT_LARGE_BOARD_MAX_NODES } from '../stream/validate-stream.js';
import { DEFAULT_COUNT_LIMIT } from './args.js';

declare const __SUDOKU_WASM_VERSION__: string | undefined;

export const VERSION: string =
  typeof __SUDOKU_WASM_VERSION__ === 'string' ? __SUDOKU_WASM_VERSION__ : '0.0.0-dev';

export const USAGE = `\
Usage: sudoku-wasm <command> [options] [FILE|-]
       sudoku-wasm graph [--size N] [--format dot|json]
       sudoku-wasm generate [options]             (see 'generate --help')
       sudoku-wasm experiment guesses [options]   (see 'experiment --help')

Check, solve and count Sudoku puzzles, one per line: 81 cells in reading
order, 1-9 for a given, '.' or '0' for an empty cell (text after the cells and
a space is ignored). Other sizes (4x4 to 64x64) are recognised by their cell
count (16, 256, 625, ...), with symbols 1-9 A-Z a-z (or --alphabet hex: 0-F).
Reads FILE, or standard input when FILE is '-' or absent, as a stream. Blank lines and lines starting with '#' are skipped; every other
line gets exactly one output line, in order.

Commands:
  validate    is the solution unique? (unique, multiple, none or invalid)
  solve       validate, and print the solution when it is unique
  count       count the solutions, up to --limit
  explain     solve like a human: every step as a sentence (4x4 to 25x25)
  hint        the next step a person can take (--vague: the technique and
              where to look)
  rate        HoDoKu-style rating: level (Easy, Medium, Hard, Unfair,
              Extreme), score and hardest technique
  dedupe      find repeats up to symmetry: a puzzle is a duplicate of an
              earlier line when a transformation (rows within bands, bands,
              columns within stacks, stacks, transpose, relabelled digits)
              turns one into the other; 9x9 only, nothing is solved. Keeps
              the canonical form of every distinct puzzle: memory grows
              with their number (about 140 bytes of heap each)
  graph       print the Sudoku graph (cells joined to their row, column and box
              peers; a solved grid colours it with N colours): Graphviz DOT
              (draw with 'neato -n -Tsvg') or --format json; reads no input
  generate    make puzzles with one solution: minimal, symmetric, of a level,
              clue count, pattern or technique, from a seed (reads no input;
              see 'generate --help')
  experiment  rerun a published experiment: 'experiment guesses' (ordered vs
              shuffled guesses in plain backtracking; tables and SVG charts)

Options:
  --format F        text (default), json, csv (validate, solve, count, rate,
                    dedupe), or colors (solve only: each solution drawn as
                    resistor-code colours, blocks of colour for a terminal);
                    for graph: dot (default) or json
  --json            same as --format json
  --csv             same as --format csv: a header line, then one row per
                    puzzle line (RFC 4180 quoting)
  --only CLASSES    print only the lines of these statuses, comma-separated:
                    unique, multiple, none, invalid, unknown, failed (dedupe:
                    first, duplicate, invalid, failed); the summary still
                    counts every line
  --summary FILE    at the end (also after Ctrl-C), write the counts per
                    status, lines skipped, elapsed seconds, puzzles/s, threads
                    and whether the run was complete to FILE as JSON
  --strict          exit 1 when some line is invalid or failed
  --threads N       worker threads, each with its own WebAssembly instance
                    (default: every core; 1 runs on the main thread). Output
                    order is input order whatever the count. A thread that
                    dies is replaced and its lines run again; lines that kill
                    a thread twice are answered 'failed' with the reason.
                    dedupe always runs on one thread
  --color WHEN      with --format colors: auto (default: ANSI colour when
                    stdout is a terminal and NO_COLOR is not set), always, never
  --backend NAME    solving engine: wasm (the default) or ts
  --limit N         count only: stop at N solutions (N >= 2; default ${DEFAULT_COUNT_LIMIT})
  --engine NAME     auto (default: fast9 for 9x9, bitmask otherwise), fast9,
                    bitmask or dlx (Dancing Links)
  --size N          board size: box size 2-8 or side 9-64, e.g. 2 for 4x4, 16
                    for 16x16 (default: inferred from each line; 9x9 for graph)
  --alphabet A      symbols of boards other than 9x9: alnum (default), hex, auto,
                    or the N symbols themselves
  --max-nodes N     (or --max-guesses N) give up on a puzzle after N guesses
                    (search nodes): it is then 'unknown' (or 'multiple' with the
                    count so far) with the reason NODE_BUDGET. Default: none
                    for 9x9 (a proper 9x9 puzzle needs under 10,000), and
                    ${DEFAULT_LARGE_BOARD_MAX_NODES.toLocaleString('en-US')} for larger boards, so that no line can stall
                    a run; 0 for none at every size
  --timeout-per-puzzle MS
                    give up on a puzzle after MS milliseconds (reason
                    TIME_BUDGET; checked every 4,096 nodes); 0 or absent: none
  --techniques L    explain, hint, rate: technique ids to use, in order, comma-
                    separated (default: all, HoDoKu's order)
  --exclude L       explain, hint, rate: technique ids to leave out
  --guess           explain: when no technique applies, take a guess checked by
                    the engine (marked as such) and go on (default: stop)
  --notation        explain: add each step in HoDoKu's notation after a tab
  --vague           hint: name the technique and where to look, not the step
  -h, --help        show this help
  -V, --version     show the version

Output, one line per puzzle line, tab-separated:
  LINE  STATUS                    (validate)
  LINE  unique  SOLUTION          (solve; other statuses have no third field)
  LINE  STATUS  COUNT             (count; 'N+' when the search stopped at --limit)
  LINE  LEVEL  SCORE  HARDEST     (rate)
  LINE  TECHNIQUE  SENTENCE       (hint)
  LINE  first                     (dedupe: no earlier line is equivalent)
  LINE  duplicate  FIRST_LINE     (dedupe: equivalent to the puzzle on FIRST_LINE,
                                  the first line of its class)
  # line LINE: STATUS in K steps, then 'k. SENTENCE' per step, then
  'grid: GRID'                    (explain; STATUS solved, guessed or stuck)
  LINE  invalid CODE: MESSAGE     (any command, for a line that is not a puzzle)
  LINE  unknown CODE: MESSAGE     (a budget stopped the search: NODE_BUDGET or
                                  TIME_BUDGET; 'multiple' when two solutions
                                  were found first)
  LINE  failed  FAILED: MESSAGE   (no answer: the line's part of the input
                                  killed a worker thread twice)
  (explain, hint and rate answer 'LINE  none' / 'LINE  multiple' as validate
  does for puzzles without exactly one solution: no step is explained)
With --json, one object per line: "line", "status", "count" and "exact" (count
only), "solution" (when unique), "guesses", and for invalid lines "error":
{"code", "message", "line", "column", "cell", "char"} (fields as known).
rate --json: "line", "status", "level", "score", "hardest", "steps", "guesses";
dedupe --json: "line", "status" (first, duplicate or invalid), "canonical" (the
canonical form: the smallest equivalent 81-character line, '.' first), and
"duplicateOf" (the first line of the class) for duplicates.
explain --json: one object per step ("step", "technique", "name", "code",
"text", "notation", "digits", "cells", "houses", "placements", "eliminations",
"links"), then {"line", "status", "steps", "grid"}.
With --csv, a header and one row per line; columns: validate line,status,
error_code,error_message; solve adds solution; count adds count,exact; rate
line,status,level,score,hardest,steps,guesses,error_code,error_message; dedupe
line,status,duplicate_of,canonical,error_code,error_message. A field that does
not apply to a line is empty. explain and hint offer no CSV.
With --format colors, a block per line: '# line LINE: STATUS', then the
solution (when unique) as N rows of colour names (1 Brown, 2 Red, 3 Orange,
4 Yellow, 5 Green, 6 Blue, 7 Violet, 8 Grey, 9 White; boards from 16x16 use
evenly spaced hues named by their symbol) or ANSI blocks, then a blank line.
A summary (puzzles, statuses, time, puzzles/s) goes to standard error; while
a long run writes to a file or a pipe and standard error is a terminal, a
progress bar there shows puzzles, puzzles/s and, for a file, percent and time
left. Ctrl-C stops the run after whole lines and prints the summary; a second
Ctrl-C stops at once.

Exit status:
  0    every puzzle line got its verdict (invalid ones included), or the
       reader closed the pipe (e.g. '| head')
  1    with --strict, some line is invalid or failed (also: an internal error)
  2    usage error
  3    I/O error: the input cannot be read, or the output or the --summary
       file cannot be written
  130  interrupted (Ctrl-C): the lines written are whole

Examples:
  sudoku-wasm validate puzzles.txt
  sudoku-wasm solve --json - < puzzles.txt
  sudoku-wasm count --limit 100 puzzles.txt
  sudoku-wasm validate --csv --only invalid,multiple --summary run.json big.txt
  sudoku-wasm validate --threads 8 --max-nodes 100000 boards-16x16.txt
  sudoku-wasm rate puzzles.txt
  sudoku-wasm explain --notation puzzles.txt
  sudoku-wasm hint --vague puzzles.txt
  sudoku-wasm dedupe --json puzzles.txt
  sudoku-wasm experiment guesses --runs 1000 --out results/
  sudoku-wasm solve --format colors --color always puzzles.txt | less -R
  sudoku-wasm graph --size 2 --format json
`;
