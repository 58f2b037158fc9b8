/**
 * The SVG drawn over a grid: outlined houses (base, cover, or the house of a pattern) and chain
 * links between candidates (strong solid, weak dashed, so not by colour alone).
 *
 * Owns: {@link drawOverlay} and where a candidate sits inside its cell (the same slots as the
 * centre marks in style.css: digit d at column (d−1) mod n, row ⌊(d−1)/n⌋). Does not own: what
 * to draw (`decor.ts`).
 */
import type { Decor } from './decor.js';

const SVG = 'http://www.w3.org/2000/svg';

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
    return [c + (((digit - 1) % n) + 0.5) / n, r + (Math.floor((digit - 1) / n) + 0.5) / n];
  };
  for (const link of decor.links) {
    const [x1, y1] = at(link.from.cell, link.from.digit);
    const [x2, y2] = at(link.to.cell, link.to.digit);
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
