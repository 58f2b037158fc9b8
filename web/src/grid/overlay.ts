/**
 * The SVG drawn over a grid: outlined houses (base, cover, or the house of a pattern) and chain
 * links between candidates (strong solid, weak dashed, so not by colour alone).
 *
 * Owns: {@link drawOverlay} and where a candidate sits inside its cell (the same slots as the
 * centre marks in style.css: digit d at column (d−1) mod n, row ⌊(d−1)/n⌋ of the `.cands` box).
 * A link runs between its candidates' rings, not their middles, so it never crosses the digits
 * it links (as HoDoKu draws them). Does not own: what to draw (`decor.ts`).
 */
import type { Decor } from './decor.js';

const SVG = 'http://www.w3.org/2000/svg';
/** The candidates' box in a cell (style.css `.cands { inset: 10% 6% 6% }`): its left, top, width and height. */
const CANDS = { left: 0.06, top: 0.1, width: 0.88, height: 0.84 };
/** How far from a candidate's middle a link starts: its ring's radius (the slot's half, less a little), in slots. */
const RING = 0.45;

/** Draws `decor`'s houses and links on `svg` (viewBox: one unit per cell). */
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
  const at = (cell: number, digit: number): [number, number] => {
    const r = Math.floor(cell / N);
    const c = cell % N;
    return [c + CANDS.left + (CANDS.width * (((digit - 1) % n) + 0.5)) / n, r + CANDS.top + (CANDS.height * (Math.floor((digit - 1) / n) + 0.5)) / n];
  };
  const ring = (RING * Math.min(CANDS.width, CANDS.height)) / n;
  for (const link of decor.links) {
    let [x1, y1] = at(link.from.cell, link.from.digit);
    let [x2, y2] = at(link.to.cell, link.to.digit);
    // from ring to ring: each end moved towards the other by the ring's radius (a link between
    // two candidates closer than two radii is drawn whole: there is no gap to draw it in)
    const length = Math.hypot(x2 - x1, y2 - y1);
    if (length > 2 * ring) {
      const [dx, dy] = [((x2 - x1) / length) * ring, ((y2 - y1) / length) * ring];
      [x1, y1, x2, y2] = [x1 + dx, y1 + dy, x2 - dx, y2 - dy];
    }
    const line = document.createElementNS(SVG, 'line');
    line.setAttribute('x1', String(x1));
    line.setAttribute('y1', String(y1));
    line.setAttribute('x2', String(x2));
    line.setAttribute('y2', String(y2));
    line.setAttribute('class', `link link-${link.kind}`);
    line.setAttribute('vector-effect', 'non-scaling-stroke');
    parts.push(line);
  }
  svg.replaceChildren(...parts);
}
