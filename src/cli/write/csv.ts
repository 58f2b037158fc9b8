/**
 * `--csv` output: a header line, then one RFC 4180 row per puzzle line (no final newline here;
 * run.ts ends every row with `\n`).
 *
 * Owns: the columns of each command that offers CSV and the quoting rule: a field holding a
 * comma, a double quote, CR or LF is written in double quotes with its quotes doubled. Does not
 * own: choosing the output format (args.ts, format.ts) or writing (output.ts). Pure.
 *
 *   validate  line,status,error_code,error_message
 *   solve     line,status,solution,error_code,error_message
 *   count     line,status,count,exact,error_code,error_message
 *   rate      line,status,level,score,hardest,steps,guesses,error_code,error_message
 *   dedupe    line,status,duplicate_of,canonical,error_code,error_message
 *
 * A field that does not apply to a line (the solution of a puzzle with several, the count of an
 * invalid line) is empty. explain and hint write several lines per puzzle, so they offer no CSV.
 */
import type { CommandName } from '../options/args.js';
import type { LineVerdict } from '../jobs/verdicts.js';

/** The commands with a CSV form. */
export type CsvCommand = Extract<CommandName, 'validate' | 'solve' | 'count' | 'rate' | 'dedupe'> | 'rate-se';

/** The columns of each command, in order. */
export const CSV_COLUMNS: Readonly<Record<CsvCommand, readonly string[]>> = {
  validate: ['line', 'status', 'error_code', 'error_message'],
  solve: ['line', 'status', 'solution', 'error_code', 'error_message'],
  count: ['line', 'status', 'count', 'exact', 'error_code', 'error_message'],
  rate: ['line', 'status', 'level', 'score', 'hardest', 'steps', 'guesses', 'error_code', 'error_message'],
  'rate-se': ['line', 'status', 'er', 'ep', 'ed', 'hardest', 'steps', 'guesses', 'error_code', 'error_message'],
  dedupe: ['line', 'status', 'duplicate_of', 'canonical', 'error_code', 'error_message'],
};

/** True when `command` has a CSV form. */
export function isCsvCommand(command: CommandName): command is Exclude<CsvCommand, 'rate-se'> {
  return command in CSV_COLUMNS;
}

/** One field as RFC 4180 writes it: quoted (quotes doubled) when it holds `,` `"` CR or LF. */
export function csvField(value: string | number | boolean | undefined): string {
  if (value === undefined) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One row: the fields quoted as needed and joined by commas. */
export function csvRow(fields: readonly (string | number | boolean | undefined)[]): string {
  return fields.map(csvField).join(',');
}

/** The header line of a command's CSV. */
export function csvHeader(command: CsvCommand): string {
  return csvRow(CSV_COLUMNS[command]);
}

/** The row of one verdict; `limit` is the solution limit the verdicts were found with (count). */
export function csvLine(v: LineVerdict, command: CsvCommand, limit: number): string {
  const code = v.error?.code;
  const message = v.error?.message;
  switch (command) {
    case 'validate':
      return csvRow([v.line, v.status, code, message]);
    case 'solve':
      return csvRow([v.line, v.status, v.status === 'unique' ? v.solution : undefined, code, message]);
    case 'count': {
      const counted = v.status !== 'invalid' && v.status !== 'failed';
      return csvRow([v.line, v.status, counted ? v.count : undefined, counted ? v.status !== 'unknown' && v.error === undefined && v.count < limit : undefined, code, message]);
    }
    case 'rate': {
      const r = v.logic?.kind === 'rate' ? v.logic.rating : undefined;
      return csvRow([v.line, v.status, r?.level, r?.score, r?.hardest, r?.steps, r?.guesses, code, message]);
    }
    case 'rate-se': {
      const r = v.logic?.kind === 'rate-se' ? v.logic.rating : undefined;
      return csvRow([v.line, v.status, r?.er.toFixed(1), r?.ep.toFixed(1), r?.ed.toFixed(1), r?.hardest, r?.steps, r?.guesses, code, message]);
    }
    case 'dedupe': {
      const d = v.dedupe;
      return csvRow([v.line, d?.status ?? (v.status === 'failed' ? 'failed' : 'invalid'), d?.duplicateOf, d?.canonical, code, message]);
    }
  }
}
