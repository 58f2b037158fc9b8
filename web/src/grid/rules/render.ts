/**
 * Turns a variant puzzle's {@link Shape}s into SVG, each into the board's layer it belongs to
 * (grid/view.ts stacks them): the shapes over the grid into the rules layer (viewBox 0…N), under
 * the page's highlights; the labels (a cage's sum, a quadruple, dots, X and V) into the labels
 * layer (the same viewBox), over the highlights; the outside clues into the clues layer over the
 * margin (viewBox −1…N+1). Each element gets the classes `rule rule-<kind> part-<part>`, which
 * style.css colours for either theme. A shape with parts cut out of it (a band's edge,
 * ./lines.ts) comes after an SVG mask of its own that cuts them.
 *
 * Owns: {@link drawRules}, {@link RuleLayers}. Does not own: the geometry (./index.ts and its
 * families) or the layers' order (style.css's z-index).
 */
import type { Shape } from './shapes.js';

const SVG = 'http://www.w3.org/2000/svg';

/** The SVG element of one shape. */
function element(shape: Shape): SVGElement {
  const el = document.createElementNS(SVG, shape.tag);
  for (const [k, v] of Object.entries(shape.attrs)) if (v !== '') el.setAttribute(k, String(v));
  el.setAttribute('class', `rule rule-${shape.kind} part-${shape.part}`);
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

/** The board's SVG layers a puzzle's rules are drawn in (grid/view.ts makes them). */
export interface RuleLayers {
  /** Over the cells, under the highlights: cages, lines, shading, cell marks. */
  rules: SVGSVGElement;
  /** Over the highlights, under the digits: the shapes that are {@link Shape.label}s. */
  labels: SVGSVGElement;
  /** The margin round the grid, for the outside clues; without it they are left out. */
  clues?: SVGSVGElement;
}

/** Draws `shapes` on a side-N grid, each into its layer of `layers` (what was there before goes). */
export function drawRules(shapes: readonly Shape[], N: number, layers: RuleLayers): void {
  const into = (layer: SVGSVGElement, viewBox: string, which: (s: Shape) => boolean): void => {
    layer.setAttribute('viewBox', viewBox);
    layer.replaceChildren(...shapes.filter(which).flatMap((s) => elements(s, N)));
  };
  into(layers.rules, `0 0 ${N} ${N}`, (s) => !s.outside && !s.label);
  into(layers.labels, `0 0 ${N} ${N}`, (s) => !s.outside && s.label === true);
  if (layers.clues) into(layers.clues, `-1 -1 ${N + 2} ${N + 2}`, (s) => s.outside === true);
}
