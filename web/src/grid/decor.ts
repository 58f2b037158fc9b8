/**
 * What to highlight on a grid, beyond its digits and marks: the cause of a step (its cells and
 * candidates by role, its houses, its chain links) and its effect (candidates removed, digits
 * placed). Built from a step (the package's `Step`), a hint grade or a mistake.
 *
 * Owns: {@link Decor}, {@link decorOfStep}, {@link decorOfWalk}, {@link candidateKey}, {@link candidateOfKey}. Does not own: how roles look
 * (style.css and the legend) or drawing (`view.ts`, `overlay.ts`).
 */
import type { HouseRef, Link, Step } from '../../../src/logic/types.js';
import type { WalkStage } from '../text/chain.js';

/** The key of candidate (cell, digit) in a decor's maps. */
export const candidateKey = (cell: number, digit: number): number => cell * 64 + digit;

/** The candidate (cell, digit) of a key made by {@link candidateKey}. */
export const candidateOfKey = (key: number): { cell: number; digit: number } => ({ cell: Math.floor(key / 64), digit: key % 64 });

/** Highlights of one grid. */
export interface Decor {
  /** Cells of the cause, by role (`pattern`, `base`, `cover`, `fin`, `pivot`, `pincer`, `on`, `off`, `mistake`). */
  cells: Map<number, string>;
  /** Candidates of the cause, by role. */
  candidates: Map<number, string>;
  /** Effect: candidates the move removes. */
  struck: Set<number>;
  /** Effect: digits the move places. */
  placed: Map<number, number>;
  /** Houses outlined, with their role. */
  houses: HouseRef[];
  /** Chain links, drawn as lines (strong solid, weak dashed). */
  links: Link[];
}

/** A decor with nothing highlighted. */
export function emptyDecor(): Decor {
  return { cells: new Map(), candidates: new Map(), struck: new Set(), placed: new Map(), houses: [], links: [] };
}

/** How much of a step to show: its houses only, its cells too, or everything (cause and effect). */
export type StepDetail = 'houses' | 'cells' | 'all';

/** The highlights of a step, up to `detail`. */
export function decorOfStep(step: Step, detail: StepDetail = 'all'): Decor {
  const decor = emptyDecor();
  decor.houses = step.houses.map((h) => ({ ...h, role: h.role ?? 'house' }));
  if (detail === 'houses') return decor;
  // A cell takes the role of its own highlight, else of its candidates' (a pivot's digits make
  // the pivot cell), else `pattern`.
  const own = new Set<number>();
  for (const c of step.cells) decor.cells.set(c, 'pattern');
  for (const h of step.highlights) {
    if (h.digit === undefined) {
      decor.cells.set(h.cell, h.role);
      own.add(h.cell);
    } else {
      decor.candidates.set(candidateKey(h.cell, h.digit), h.role);
      if (!own.has(h.cell) && (decor.cells.get(h.cell) ?? 'pattern') === 'pattern') decor.cells.set(h.cell, h.role);
    }
  }
  if (detail === 'cells') return decor;
  decor.links = step.links;
  for (const e of step.eliminations) decor.struck.add(candidateKey(e.cell, e.digit));
  for (const p of step.placements) decor.placed.set(p.cell, p.digit);
  return decor;
}

/**
 * The highlights of one stage of a chain's walk (`text/chain.ts`): the candidates known so far,
 * true (filled) or false (dashed), the links so far, the stage's own candidate's cell ringed;
 * the last stage adds the step's effect.
 */
export function decorOfWalk(step: Step, stage: WalkStage): Decor {
  const decor = emptyDecor();
  for (const f of stage.facts) decor.candidates.set(candidateKey(f.cell, f.digit), f.on ? 'on' : 'off');
  for (const c of stage.cells ?? []) decor.cells.set(c, 'base');
  if (stage.current) decor.cells.set(stage.current.cell, 'pivot');
  decor.links = stage.links;
  if (stage.final) {
    decor.houses = step.houses.map((h) => ({ ...h, role: h.role ?? 'house' }));
    for (const e of step.eliminations) decor.struck.add(candidateKey(e.cell, e.digit));
    for (const p of step.placements) decor.placed.set(p.cell, p.digit);
  }
  return decor;
}
