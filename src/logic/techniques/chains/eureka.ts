/**
 * Eureka notation, the forums' way of writing chains: the one writer every chain technique
 * (remote pair, X-chain, XY-chain, nice loops and AICs, grouped ones, ALS-XZ, ALS-XY-Wing,
 * ALS-XY-Chain, death blossom) uses for `Step.eureka`.
 *
 * Owns: {@link eurekaChain} (nodes and links), {@link eurekaEffect} (what the step does),
 * {@link eurekaStep} (both, `chain => effect`), {@link eurekaAls} (an ALS node). Does not own
 * cell and digit names (`words.ts`: {@link cellName}, {@link compactCells}, {@link digitName}).
 *
 *   node         (4)r1c1           digit 4 in r1c1
 *   group node   (4)r1c12          4 in r1c1 or r1c2 (a line-box intersection)
 *   ALS node     (3=58)r1c25       the set r1c2,r1c5: without 3 it holds 5 and 8; in a nice
 *                (3=5)r1c25        loop or AIC, entered on 3 and left on 5
 *   strong link  =                 not both false
 *   weak link    -                 not both true
 *   one cell     (1=2)r1c5         two nodes of one cell written together
 *   effect       => r5c3<>4        eliminations (HoDoKu's compact cells), or => r1c1=5
 *
 *   (4)r1c1=(4)r1c7-(4)r5c7=(4)r5c2 => r2c2,r3c2<>4
 *
 * Digits are named as sentences name them ({@link digitName}: letters above 9×9).
 */
import type { Candidate } from '../../types.js';
import { cellName, compactCells, compactEliminations, digitName } from '../../words.js';

/**
 * A node of a chain: a candidate, or a group of cells holding the digit (`cells`, 2 or more),
 * or a digit of an almost locked set (`als`: the set's cells; two such nodes in a row, entered
 * on the first digit and left on the second, are written as one ALS node).
 */
export interface EurekaNode extends Candidate {
  cells?: readonly number[];
  als?: readonly number[];
}

/** Where a node is: its cell, or its group's cells in compact form. */
function place(node: EurekaNode, N: number): string {
  return node.cells && node.cells.length > 1 ? compactCells(node.cells, N) : cellName(node.cell, N);
}

/**
 * A chain in Eureka notation. Two consecutive nodes in one cell (a link inside the cell) are
 * written together: `(1=2)r1c5`.
 * @param nodes the chain's nodes in order
 * @param strong whether link i (between nodes i and i+1) is strong
 * @param N the board's side
 */
export function eurekaChain(nodes: readonly EurekaNode[], strong: (i: number) => boolean, N: number): string {
  const sym = (i: number): string => (strong(i) ? '=' : '-');
  const single = (node: EurekaNode): boolean => !node.cells || node.cells.length <= 1;
  let out = '';
  let i = 0;
  while (i < nodes.length) {
    if (i > 0) out += sym(i - 1);
    const node = nodes[i];
    const next = nodes[i + 1];
    if (next !== undefined && node.als && next.als && sameCells(node.als, next.als)) {
      out += eurekaAls(node.als, node.digit, next.digit, N);
      i += 2;
    } else if (next !== undefined && single(node) && single(next) && next.cell === node.cell) {
      out += `(${digitName(node.digit, N)}${sym(i)}${digitName(next.digit, N)})${cellName(node.cell, N)}`;
      i += 2;
    } else {
      out += `(${digitName(node.digit, N)})${place(node, N)}`;
      i += 1;
    }
  }
  return out;
}

function sameCells(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((c, k) => c === b[k]);
}

/**
 * What a step does, after `=>`: placements `r1c1=5`, else eliminations grouped by digit
 * (`r2c2,r3c2<>4, r1c1<>7`).
 */
export function eurekaEffect(placements: readonly Candidate[], eliminations: readonly Candidate[], N: number): string {
  if (placements.length > 0) return placements.map((p) => `${cellName(p.cell, N)}=${digitName(p.digit, N)}`).join(', ');
  return compactEliminations(eliminations, N, (digit) => digitName(digit, N));
}

/** A whole step: `chain => effect` (several chains joined by `; `). */
export function eurekaStep(chains: string | readonly string[], placements: readonly Candidate[], eliminations: readonly Candidate[], N: number): string {
  const body = typeof chains === 'string' ? chains : chains.join('; ');
  return `${body} => ${eurekaEffect(placements, eliminations, N)}`;
}

/**
 * An ALS as a chain node, `(x=z)r1c25`: entered on `enter` (false in the set, which is then
 * locked) it holds `exit`; a chain's first set (`enter` null) is written `(z)r1c25`.
 * @param cells the set's cells
 * @param enter the digit the chain enters on, or null
 * @param exit the digit the chain leaves on
 * @param N the board's side
 */
export function eurekaAls(cells: readonly number[], enter: number | null, exit: number, N: number): string {
  const name = cells.length === 1 ? cellName(cells[0], N) : compactCells(cells, N);
  return enter === null ? `(${digitName(exit, N)})${name}` : `(${digitName(enter, N)}=${digitName(exit, N)})${name}`;
}
