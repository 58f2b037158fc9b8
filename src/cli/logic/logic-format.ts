/**
 * Output of the logic commands: one verdict → its text (no final newline).
 *
 * Owns: the plain and `--json` forms of `explain`, `hint` and `rate`. Lines that are not
 * unique puzzles are written as `validate` writes them (format.ts passes them through).
 *
 *   any      LINE \t unknown \t UNSUPPORTED: MESSAGE   for boards logic does not handle (36×36 up)
 *   rate     LINE \t LEVEL \t SCORE \t HARDEST   (a variant line: on the variant scale)
 *   rate --scale se   LINE \t ER \t EP \t ED \t HARDEST
 *            {"line","level","score","hardest","steps","guesses"}, a variant line's with "scale":"variant"
 *   hint     LINE \t NAME \t SENTENCE          (NAME is mistake / stuck / solved for those kinds)
 *            {"line","kind","technique","name","text","cells","houses","step"}
 *   explain  # line LINE: STATUS in K steps, then "k. SENTENCE" per step (with --notation,
 *            the HoDoKu line after a tab), then "grid: GRID"
 *            one JSON object per step {"line","step","technique","name","code","text",
 *            "notation","digits","cells","placements","eliminations"} and a last
 *            {"line","status","steps","grid"}
 *
 * Cells and candidates in JSON are objects with 0-based `cell` and 1-based `digit`, plus the
 * rNcM name: {"cell":20,"name":"r3c3","digit":5}.
 */
import type { Candidate, Step } from '../../logic/types.js';
import { cellName, notation } from '../../logic/words.js';
import type { LogicRequest } from '../options/args.js';
import type { LineVerdict } from '../jobs/verdicts.js';

/** Plain text of a logic verdict (undefined when the verdict has no logic answer). */
export function plainLogic(v: LineVerdict, request: LogicRequest | undefined): string | undefined {
  const a = v.logic;
  if (!a) return v.status === 'unknown' && v.error ? `${v.line}\tunknown\t${v.error.code}: ${v.error.message}` : undefined;
  if (a.kind === 'rate') return `${v.line}\t${a.rating.level}\t${a.rating.score}\t${a.rating.hardest}`;
  if (a.kind === 'rate-se') return `${v.line}\t${a.rating.er.toFixed(1)}\t${a.rating.ep.toFixed(1)}\t${a.rating.ed.toFixed(1)}\t${a.rating.hardest}`;
  if (a.kind === 'hint') return `${v.line}\t${a.hint.kind === 'step' ? a.hint.name : a.hint.kind}\t${a.hint.text}`;
  const lines = [`# line ${v.line}: ${a.status} in ${a.steps.length} ${a.steps.length === 1 ? 'step' : 'steps'}`];
  a.steps.forEach((step, i) => {
    lines.push(`${i + 1}. ${step.text}${request?.notation ? `\t${notation(step, a.side)}` : ''}`);
  });
  lines.push(`grid: ${a.grid}`);
  return lines.join('\n');
}

/** JSON line(s) of a logic verdict (undefined when the verdict has no logic answer). */
export function jsonLogic(v: LineVerdict): string | undefined {
  const a = v.logic;
  if (!a) return undefined;
  if (a.kind === 'rate') {
    const { scale, level, score, hardest, steps, guesses } = a.rating;
    return JSON.stringify({ line: v.line, status: v.status, ...(scale ? { scale } : {}), level, score, hardest, steps, guesses });
  }
  if (a.kind === 'rate-se') {
    const { er, ep, ed, hardest, steps, guesses } = a.rating;
    return JSON.stringify({ line: v.line, status: v.status, er, ep, ed, hardest, steps, guesses });
  }
  if (a.kind === 'hint') {
    const { kind, technique, name, text, cells, houses, step } = a.hint;
    return JSON.stringify({ line: v.line, status: v.status, kind, technique, name, text, cells, houses, step });
  }
  const N = a.side;
  const cand = (c: Candidate): object => ({ cell: c.cell, name: cellName(c.cell, N), digit: c.digit });
  const out = a.steps.map((s: Step, i) =>
    JSON.stringify({
      line: v.line,
      step: i + 1,
      technique: s.technique,
      name: s.name,
      code: s.code,
      text: s.text,
      notation: notation(s, N),
      digits: s.digits,
      cells: s.cells,
      houses: s.houses,
      placements: s.placements.map(cand),
      eliminations: s.eliminations.map(cand),
      links: s.links,
    }),
  );
  out.push(JSON.stringify({ line: v.line, status: a.status, steps: a.steps.length, grid: a.grid }));
  return out.join('\n');
}
