/**
 * The SVG drawn over a grid: outlined houses (base, cover, or the house of a pattern) and chain
 * links between candidates (strong solid, weak dashed, so not by colour alone).
 *
 * Owns: {@link drawOverlay}, {@link placeLinks} and where a candidate sits inside its cell (the same slots as the
 * centre marks in style.css: digit d at column (d−1) mod n, row ⌊(d−1)/n⌋ of the `.cands` box).
 * A link runs between its candidates' rings, not their middles, so it never crosses the digits
 * it links (as HoDoKu draws them). Links are drawn first from slot to slot ({@link drawOverlay},
 * no layout read), then moved to where the cells draw their candidates ({@link placeLinks}, in a
 * frame callback: `view.ts`). Does not own: what to draw (`decor.ts`).
 */
import type { Link } from '../../../src/logic/types.js';
import type { Decor } from './decor.js';
import { setAttribute } from './patch.js';

const SVG = 'http://www.w3.org/2000/svg';
/** The candidates' box in a cell (style.css `.cands { inset: 10% 6% 6% }`): its left, top, width and height. */
const CANDS = { left: 0.06, top: 0.1, width: 0.88, height: 0.84 };
/** How far from a candidate's middle a link starts: its ring's radius (the slot's half), in slots. */
const RING = 0.5;

/** Where a candidate is drawn in its cell: its middle and its ring's radius, in fractions of the cell's side. */
export interface CandidateSpot {
  x: number;
  y: number;
  r: number;
}

/** Where candidate `digit` stands in a cell drawing all its candidates in their slots (style.css's `.cands`), in fractions of the cell's side. */
const slotOf = (n: number, digit: number): CandidateSpot => ({
  x: CANDS.left + (CANDS.width * (((digit - 1) % n) + 0.5)) / n,
  y: CANDS.top + (CANDS.height * (Math.floor((digit - 1) / n) + 0.5)) / n,
  r: (RING * Math.min(CANDS.width, CANDS.height)) / n,
});

/**
 * A link's ends on the board (one unit per cell), from ring to ring: each end moved towards the
 * other by its ring's radius; two candidates whose rings touch or overlap (neighbours in a cell)
 * meet where the rings do, a dot, never a line over their digits. `locate` says where a cell
 * draws a candidate; where it does not know, the candidate's slot is taken.
 */
function linkEnds(link: Link, N: number, n: number, locate?: (cell: number, digit: number) => CandidateSpot | undefined): [number, number, number, number] {
  const at = (cell: number, digit: number): CandidateSpot => {
    const spot = locate?.(cell, digit) ?? slotOf(n, digit);
    return { x: (cell % N) + spot.x, y: Math.floor(cell / N) + spot.y, r: spot.r };
  };
  const from = at(link.from.cell, link.from.digit);
  const to = at(link.to.cell, link.to.digit);
  let [x1, y1, x2, y2] = [from.x, from.y, to.x, to.y];
  const length = Math.hypot(x2 - x1, y2 - y1);
  if (length > 0) {
    const k = Math.min(1, length / (from.r + to.r)) / length;
    const [ux, uy] = [(x2 - x1) * k, (y2 - y1) * k];
    [x1, y1, x2, y2] = [x1 + ux * from.r, y1 + uy * from.r, x2 - ux * to.r, y2 - uy * to.r];
  }
  return [x1, y1, x2, y2];
}

/** Sets a line's ends, each attribute only when it changes. */
function setEnds(line: SVGLineElement, ends: readonly number[]): void {
  ['x1', 'y1', 'x2', 'y2'].forEach((name, i) => setAttribute(line, name, String(ends[i])));
}

/**
 * Draws `decor`'s houses and links on `svg` (viewBox: one unit per cell), the links between
 * their candidates' slots: reading no layout, it may run in any task; {@link placeLinks} then
 * moves their ends to where the cells draw the candidates (centre marks beside corner marks
 * stand in the middle, not in their slots; a cage's cells draw them inside its line).
 */
export function drawOverlay(svg: SVGSVGElement, N: number, n: number, decor: Decor): void {
  svg.setAttribute('viewBox', `0 0 ${N} ${N}`);
  svg.setAttribute('preserveAspectRatio', 'none');
  const parts: SVGElement[] = [];
  for (const h of decor.houses) {
    const rect = document.createElementNS(SVG, 'rect');
    let x = 0;
    let y = 0;
    let w = N;
    let hgt = N;
    if (h.kind === 'row') [y, hgt] = [h.index, 1];
    else if (h.kind === 'column') [x, w] = [h.index, 1];
    else [x, y, w, hgt] = [(h.index % n) * n, Math.floor(h.index / n) * n, n, n];
    const inset = 0.06;
    rect.setAttribute('x', String(x + inset));
    rect.setAttribute('y', String(y + inset));
    rect.setAttribute('width', String(w - 2 * inset));
    rect.setAttribute('height', String(hgt - 2 * inset));
    rect.setAttribute('class', `house house-${h.role ?? 'house'}`);
    rect.setAttribute('vector-effect', 'non-scaling-stroke');
    parts.push(rect);
  }
  for (const link of decor.links) {
    const line = document.createElementNS(SVG, 'line');
    setEnds(line, linkEnds(link, N, n));
    line.setAttribute('class', `link link-${link.kind}`);
    line.setAttribute('vector-effect', 'non-scaling-stroke');
    parts.push(line);
  }
  svg.replaceChildren(...parts);
}

/**
 * Moves the ends of the links {@link drawOverlay} drew on `svg` (`links`, the same, in order) to
 * where `locate` says the cells draw their candidates (it measures them: call it where a layout
 * costs nothing more, in a frame callback).
 */
export function placeLinks(svg: SVGSVGElement, N: number, n: number, links: readonly Link[], locate: (cell: number, digit: number) => CandidateSpot | undefined): void {
  const lines = svg.querySelectorAll<SVGLineElement>('line.link');
  links.forEach((link, i) => {
    if (lines[i]) setEnds(lines[i], linkEnds(link, N, n, locate));
  });
}
