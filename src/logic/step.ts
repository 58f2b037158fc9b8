/**
 * Building a step: one constructor so every technique returns the same complete shape.
 *
 * Owns: {@link makeStep}, {@link assertSound}. Does not own: what goes in a step (each technique) or its words
 * (`words.ts`).
 */
import type { Step, Technique } from './types.js';
import { cellName, sortCandidates } from './words.js';

/** The parts of a step a technique supplies; the rest is filled from the technique. */
export type StepParts = Partial<Omit<Step, 'technique' | 'code' | 'text'>> & { text: string };

/**
 * A complete step of `technique`: missing lists become empty, eliminations are sorted by
 * digit then cell, digits ascending.
 * @param technique the technique that found it (its id, name and code are copied)
 * @param parts what was found
 */
export function makeStep(technique: Pick<Technique, 'id' | 'name' | 'code'>, parts: StepParts): Step {
  return {
    technique: technique.id,
    name: parts.name ?? technique.name,
    code: technique.code,
    digits: (parts.digits ?? []).slice().sort((a, b) => a - b),
    cells: parts.cells ?? [],
    houses: parts.houses ?? [],
    highlights: parts.highlights ?? [],
    links: parts.links ?? [],
    placements: parts.placements ?? [],
    eliminations: sortCandidates(parts.eliminations ?? []),
    text: parts.text,
  };
}

/**
 * Throws when a step contradicts the solution (a defect in a technique: never shown to a user):
 * every logic call checks each step so, classic (./solver.ts) or variant (`src/variant/logic/`).
 */
export function assertSound(step: Step, solution: Uint8Array, N: number): void {
  for (const p of step.placements) {
    if (solution[p.cell] !== p.digit) throw new Error(`sudoku-wasm internal error: ${step.name} placed ${p.digit} in ${cellName(p.cell, N)}, the solution has ${solution[p.cell]}`);
  }
  for (const e of step.eliminations) {
    if (solution[e.cell] === e.digit) throw new Error(`sudoku-wasm internal error: ${step.name} removed the true digit ${e.digit} from ${cellName(e.cell, N)}`);
  }
}
