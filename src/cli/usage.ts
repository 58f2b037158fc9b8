/**
 * The words the CLI says about itself: `--help` text and `--version`.
 *
 * Owns: those strings. Does not own: parsing (args.ts). The version is stamped in by
 * scripts/build.mjs (esbuild `define`); running from source (tests) gives `0.0.0-dev`.
 */
import { DEFAULT_COUNT_LIMIT } from './args';

declare const __SUDOKU_WASM_VERSION__: string | undefined;

export const VERSION: string =
  typeof __SUDOKU_WASM_VERSION__ === 'string' ? __SUDOKU_WASM_VERSION__ : '0.0.0-dev';

export const USAGE = `\
Usage: sudoku-wasm <command> [options] [FILE|-]

Check, solve and count Sudoku puzzles, one per line: 81 cells in reading
order, 1-9 for a given, '.' or '0' for an empty cell (text after the cells and
a space is ignored). Other sizes (4x4 to 64x64) are recognised by their cell
count (16, 256, 625, ...), with symbols 1-9 A-Z a-z (or --alphabet hex: 0-F). Reads FILE, or standard input when FILE is '-' or absent,
as a stream. Blank lines and lines starting with '#' are skipped; every other
line gets exactly one output line, in order.

Commands:
  validate    is the solution unique? (unique, multiple, none or invalid)
  solve       validate, and print the solution when it is unique
  count       count the solutions, up to --limit

Options:
  --json            one JSON object per line instead of tab-separated text
  --backend NAME    solving engine: wasm (the default) or ts
  --limit N         count only: stop at N solutions (N >= 2; default ${DEFAULT_COUNT_LIMIT})
  --engine NAME     auto (default: fast9 for 9x9, bitmask otherwise), fast9,
                    bitmask or dlx (Dancing Links)
  --size N          board size: box size 2-8 or side 9-64, e.g. 2 for 4x4, 16
                    for 16x16 (default: inferred from each line)
  --alphabet A      symbols of boards other than 9x9: alnum (default), hex, auto,
                    or the N symbols themselves
  --max-nodes N     (or --max-guesses N) give up on a puzzle after N guesses
                    (search nodes): its status is then
                    'unknown' (default: no budget; a proper 9x9 puzzle needs
                    under 10,000, adversarial lines can need millions)
  -h, --help        show this help
  -V, --version     show the version

Output, one line per puzzle line, tab-separated:
  LINE  STATUS                    (validate)
  LINE  unique  SOLUTION          (solve; other statuses have no third field)
  LINE  STATUS  COUNT             (count; 'N+' when the search stopped at --limit)
  LINE  invalid CODE: MESSAGE     (any command, for a line that is not a puzzle)
With --json, one object per line: "line", "status", "count" and "exact" (count
only), "solution" (when unique), "guesses", and for invalid lines "error":
{"code", "message", "line", "column", "cell", "char"} (fields as known).
A summary (puzzles, statuses, time, puzzles/s) goes to standard error.

Exit status: 0 when every puzzle line got its verdict (invalid ones included),
1 when the input cannot be read, 2 on a usage error.

Examples:
  sudoku-wasm validate puzzles.txt
  sudoku-wasm solve --json - < puzzles.txt
  sudoku-wasm count --limit 100 puzzles.txt
`;
