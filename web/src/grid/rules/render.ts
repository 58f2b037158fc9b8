/**
 * Turns a variant puzzle's {@link Shape}s into SVG: the shapes over the grid into one layer
 * (viewBox 0…N), the outside clues into another over the margin (viewBox −1…N+1). Each element
 * gets the classes `rule rule-<kind> part-<part>`, which style.css colours for either theme, and
 * a label (a cage's sum …) the class `label` too: the board shows its labels over the page's
 * highlights (grid/view.ts).
 *
 * Owns: {@link drawRules}. Does not own: the geometry (./index.ts and its families).
 */
import type { Shape } from './shapes.js';

const SVG = 'http://www.w3.org/2000/svg';

/** The SVG element of one shape. */
function element(shape: Shape): SVGElement {
  const el = document.createElementNS(SVG, shape.tag);
  for (const [k, v] of Object.entries(shape.attrs)) if (v !== '') el.setAttribute(k, String(v));
  el.setAttribute('class', `rule rule-${shape.kind} part-${shape.part}${shape.label ? ' label' : ''}`);
  if (shape.text !== undefined) el.textContent = shape.text;
  return el;
}

/**
 * Draws `shapes` on a side-N grid: those over the grid into `inside`, the outside clues into
 * `outside` (when given; without it they are left out).
 */
export function drawRules(shapes: readonly Shape[], N: number, inside: SVGSVGElement, outside?: SVGSVGElement): void {
  inside.setAttribute('viewBox', `0 0 ${N} ${N}`);
  inside.replaceChildren(...shapes.filter((s) => !s.outside).map(element));
  if (outside) {
    outside.setAttribute('viewBox', `-1 -1 ${N + 2} ${N + 2}`);
    outside.replaceChildren(...shapes.filter((s) => s.outside).map(element));
  }
}
