/**
 * Output of `convert`: one verdict → its line (no final newline).
 *
 * Owns: the line of a converted puzzle, plain and `--json`. A line that does not convert is
 * written as every command writes one (format.ts passes it through in plain output).
 *
 *   plain    OUTPUT                                 the puzzle alone, as the next tool reads it
 *            LINE \t invalid \t CODE: MESSAGE       (format.ts, validate's invalid line)
 *   --json   {"line","status":"converted","output"}
 *            {"line","status":"invalid"|"failed","error"}
 */
import type { LineVerdict } from '../jobs/verdicts.js';

/** The plain line of a converted puzzle: its new form alone (undefined for a line that did not convert). */
export function plainConvert(v: LineVerdict): string | undefined {
  return v.convert?.output;
}

/** The JSON line of a `convert` verdict, lines that did not convert included. */
export function jsonConvert(v: LineVerdict): string {
  if (v.convert === undefined) return JSON.stringify({ line: v.line, status: v.status === 'failed' ? 'failed' : 'invalid', error: v.error });
  return JSON.stringify({ line: v.line, status: 'converted', output: v.convert.output });
}
