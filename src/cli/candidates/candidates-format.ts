/**
 * Output of `candidates`: one verdict → its line (no final newline).
 *
 * Owns: the plain line of a puzzle with several solutions and the `--json` line of every puzzle
 * line with true candidates. The other lines are written as `solve` writes them (format.ts
 * passes them through): `LINE \t unique \t SOLUTION`, `LINE \t none`, `LINE \t unknown \t CODE:
 * MESSAGE`, `LINE \t invalid \t CODE: MESSAGE`.
 *
 *   multiple  LINE \t multiple \t r1c1 26, r1c8 26, r2c1 26, r2c8 26
 *             (each cell where the solutions differ, rNcM, and its true candidates in the
 *             line's alphabet, ascending)
 *   --json    {"line","status","size","candidates","differing","searches","guesses"[,"stopped"][,"error"]}
 *             candidates: per cell the digits 1…N, ascending; differing: 0-based cells
 */
import { cellName } from '../../logic/words.js';
import type { LineVerdict } from '../jobs/verdicts.js';

/** The plain line of a verdict whose puzzle has several solutions (undefined for any other). */
export function plainCandidates(v: LineVerdict): string | undefined {
  const a = v.candidates;
  if (a === undefined || v.status !== 'multiple') return undefined;
  const cells = a.differing.map((cell) => `${cellName(cell, a.size)} ${a.candidates[cell].map((d) => a.symbols[d - 1]).join('')}`);
  return `${v.line}\tmultiple\t${cells.join(', ')}`;
}

/** The JSON line of a verdict with true candidates (undefined for invalid and failed lines). */
export function jsonCandidates(v: LineVerdict): string | undefined {
  const a = v.candidates;
  if (a === undefined) return undefined;
  const { size, candidates, differing, searches, stopped } = a;
  return JSON.stringify({
    line: v.line,
    status: v.status,
    size,
    candidates,
    differing,
    searches,
    guesses: v.guesses,
    ...(stopped === undefined ? {} : { stopped }),
    ...(v.error === undefined ? {} : { error: v.error }),
  });
}
