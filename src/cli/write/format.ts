/**
 * Output formatting: one verdict → one line of text (no newline).
 *
 * Owns: the plain (tab-separated) and `--json` line formats, per command, and the choice of
 * format. Does not own: the colour blocks of `solve --format colors` (blocks.ts), the summary
 * (summary.ts) or writing (output.ts). Pure.
 *
 *   plain   LINE \t STATUS [\t SOLUTION | COUNT] [\t CODE: MESSAGE]
 *           (CODE: MESSAGE for invalid and failed lines, and for searches a budget stopped: which)
 *   json    {"line":…,"status":…,["count":…,"exact":…,]["solution":…,]"guesses":…[,"error":{…}]}
 *           (count and exact: `count`, on lines that were searched)
 *   colors  # line LINE: STATUS, the solution drawn as colours, a blank line (blocks.ts)
 *   dedupe  LINE \t first | duplicate \t FIRST_LINE, and its JSON (dedupe.ts)
 *   candidates  LINE \t multiple \t r1c1 26, …, and its JSON (candidates-format.ts)
 *   convert  the puzzle in its new form alone, and its JSON (convert-format.ts)
 *   csv     a header, then one RFC 4180 row per verdict (csv.ts)
 */
import type { ColorMode, CommandName, LogicRequest } from '../options/args.js';
import { jsonLogic, plainLogic } from '../logic/logic-format.js';
import { jsonCandidates, plainCandidates } from '../candidates/candidates-format.js';
import { jsonConvert, plainConvert } from '../convert/convert-format.js';
import { colorBlock } from './blocks.js';
import { jsonDedupe, plainDedupe } from '../dedupe.js';
import { csvHeader, csvLine, isCsvCommand } from './csv.js';
import type { ErrorInfo, LineVerdict } from '../jobs/verdicts.js';

export interface FormatSettings {
  readonly command: CommandName;
  readonly json: boolean;
  /** The solution limit the verdicts were found with (`count` shows `N+` at the limit). */
  readonly limit: number;
  /** Present for `--format colors`: colour blocks instead of lines. */
  readonly colors?: ColorMode;
  /** With `colors`: ANSI escapes (true) or colour names (false, the default), see color.ts. */
  readonly ansi?: boolean;
  /** With `colors`: the alphabet solutions of boards other than 9×9 are written in. */
  readonly alphabet?: string;
  /** The logic commands' options (explain --notation). */
  readonly logic?: LogicRequest;
  /** CSV rows instead of lines (validate, solve, count, rate, dedupe). */
  readonly csv?: boolean;
}

export type Formatter = (v: LineVerdict) => string;

/** The formatter for a command and output mode. */
export function formatterFor(settings: FormatSettings): Formatter {
  if (settings.csv === true) {
    const { command, limit } = settings;
    if (!isCsvCommand(command)) throw new Error(`${command} has no CSV form`);
    const columns = command === 'rate' && settings.logic?.scale === 'se' ? 'rate-se' : command;
    return (v) => csvLine(v, columns, limit);
  }
  if (settings.colors !== undefined) {
    const block = { ansi: settings.ansi === true, alphabet: settings.alphabet };
    return (v) => colorBlock(v, block);
  }
  if (settings.command === 'dedupe') {
    // first / duplicate lines of their own; bad lines get validate's invalid line
    const base: FormatSettings = { ...settings, command: 'validate' };
    return settings.json ? jsonDedupe : (v) => plainDedupe(v) ?? plainLine(v, base);
  }
  if (settings.command === 'convert') {
    // the puzzle in its new form; bad lines get validate's invalid line
    const base: FormatSettings = { ...settings, command: 'validate' };
    return settings.json ? jsonConvert : (v) => plainConvert(v) ?? plainLine(v, base);
  }
  if (settings.command === 'candidates') {
    // puzzles with several solutions: where they differ; other lines as solve writes them
    const base: FormatSettings = { ...settings, command: 'solve' };
    return settings.json ? (v) => jsonCandidates(v) ?? jsonLine(v, base) : (v) => plainCandidates(v) ?? plainLine(v, base);
  }
  if (settings.logic) {
    // explain / hint / rate: unique puzzles get their logic answer, other lines validate's line
    const base: FormatSettings = { ...settings, command: 'validate' };
    return settings.json
      ? (v) => jsonLogic(v) ?? jsonLine(v, base)
      : (v) => plainLogic(v, settings.logic) ?? plainLine(v, base);
  }
  return settings.json ? (v) => jsonLine(v, settings) : (v) => plainLine(v, settings);
}

/** The line written before any verdict: the CSV header, or undefined for the other formats. */
export function headerFor(settings: FormatSettings): string | undefined {
  if (settings.csv !== true) return undefined;
  if (!isCsvCommand(settings.command)) throw new Error(`${settings.command} has no CSV form`);
  return csvHeader(settings.command === 'rate' && settings.logic?.scale === 'se' ? 'rate-se' : settings.command);
}

function plainLine(v: LineVerdict, { command, limit }: FormatSettings): string {
  if (v.status === 'invalid' || v.status === 'failed') return plainErrorLine(v.line, v.status, v.error);
  // a search stopped by a budget: its status (unknown, or multiple with a count so far) and why
  const reason = v.error ? `\t${plainError(v.error)}` : '';
  switch (command) {
    case 'solve':
      return v.status === 'unique' && v.solution ? `${v.line}\tunique\t${v.solution}` : `${v.line}\t${v.status}${reason}`;
    case 'count':
      return `${v.line}\t${v.status}\t${v.count}${v.count >= limit || v.error ? '+' : ''}${reason}`;
    default:
      return `${v.line}\t${v.status}${reason}`;
  }
}

/**
 * The plain line of an invalid or failed line, `LINE \t STATUS \t CODE: message` (also written
 * without a verdict object for the conflicts of src/cli/jobs/core-text.ts).
 */
export function plainErrorLine(line: number, status: 'invalid' | 'failed', error: Pick<ErrorInfo, 'code' | 'message'> | undefined): string {
  return `${line}\t${status}\t${plainError(error)}`;
}

/** `CODE: message`, on one line whatever the message holds. */
function plainError(error: Pick<ErrorInfo, 'code' | 'message'> | undefined): string {
  if (!error) return 'INVALID: not a valid puzzle';
  return `${error.code}: ${error.message}`.replace(/[\r\n\t]+/g, ' ');
}

function jsonLine(v: LineVerdict, { command, limit }: FormatSettings): string {
  const out: Record<string, unknown> = { line: v.line, status: v.status };
  if (v.size !== undefined) out.size = v.size;
  // An invalid or failed line has no count (as its plain line and CSV row): nothing was counted.
  if (command === 'count' && v.status !== 'invalid' && v.status !== 'failed') {
    out.count = v.count;
    // The count is exact unless the search stopped at the limit or at a budget (then `error` says which).
    out.exact = v.status !== 'unknown' && v.error === undefined && v.count < limit;
  }
  if (v.status === 'unique' && v.solution) out.solution = v.solution;
  out.guesses = v.guesses;
  if (v.error) out.error = v.error;
  return JSON.stringify(out);
}
