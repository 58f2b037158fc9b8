/**
 * Turns a variant puzzle's {@link Shape}s into SVG: the shapes over the grid into one layer
 * (viewBox 0…N), the outside clues into another over the margin (viewBox −1…N+1). Each element
 * gets the classes `rule rule-<kind> part-<part>`, which style.css colours for either theme, and
 * a label (a cage's sum …) the class `label` too: the board shows its labels over the page's
 * highlights (grid/view.ts). A shape with parts cut out of it (a band's edge, ./lines.ts) comes
 * after an SVG mask of its own that cuts them.
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

/** Masks made so far: each gets an id of its own in the document (the play and explanation boards draw the same rules). */
let masks = 0;

/**
 * The SVG elements of one shape on a side-N grid: the shape, after the mask that cuts its
 * {@link Shape.cut} out of it when it has one (white keeps, black cuts).
 */
function elements(shape: Shape, N: number): SVGElement[] {
  const el = element(shape);
  if (!shape.cut) return [el];
  const mask = document.createElementNS(SVG, 'mask');
  mask.id = `rule-cut-${++masks}`;
  for (const [k, v] of Object.entries({ maskUnits: 'userSpaceOnUse', x: -1, y: -1, width: N + 2, height: N + 2 })) mask.setAttribute(k, String(v));
  const keep = document.createElementNS(SVG, 'rect');
  for (const [k, v] of Object.entries({ x: -1, y: -1, width: N + 2, height: N + 2, fill: 'white' })) keep.setAttribute(k, String(v));
  mask.append(keep);
  for (const part of shape.cut) {
    const cut = document.createElementNS(SVG, part.tag);
    for (const [k, v] of Object.entries(part.attrs)) cut.setAttribute(k, String(v));
    const paint = part.tag === 'path' ? { fill: 'none', stroke: 'black', 'stroke-linecap': 'round', 'stroke-linejoin': 'round' } : { fill: 'black' };
    for (const [k, v] of Object.entries(paint)) cut.setAttribute(k, v);
    mask.append(cut);
  }
  el.setAttribute('mask', `url(#${mask.id})`);
  return [mask, el];
}

/**
 * Draws `shapes` on a side-N grid: those over the grid into `inside`, the outside clues into
 * `outside` (when given; without it they are left out).
 */
export function drawRules(shapes: readonly Shape[], N: number, inside: SVGSVGElement, outside?: SVGSVGElement): void {
  inside.setAttribute('viewBox', `0 0 ${N} ${N}`);
  inside.replaceChildren(...shapes.filter((s) => !s.outside).flatMap((s) => elements(s, N)));
  if (outside) {
    outside.setAttribute('viewBox', `-1 -1 ${N + 2} ${N + 2}`);
    outside.replaceChildren(...shapes.filter((s) => s.outside).flatMap((s) => elements(s, N)));
  }
}
