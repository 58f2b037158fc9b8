/**
 * The rules drawn as lines through cell centres: thermometers (a bulb and a thick line; slow
 * ones with a hollow line), arrows (a circle or pill and a shaft with a head), and the coloured
 * lines (whispers, renban, palindrome, region sum, between, entropic, modular, nabner, zipper,
 * double arrow, lockout), with the end marks some of them have: circles for between lines and
 * double arrows, diamonds for lockout lines. A thick line (a thermometer, a coloured line, a
 * pill) is a band: an `edge` of the rule's colour, strong against the cell (3:1 or more), round
 * a translucent fill of it (`line`, `bulb`) that keeps the digits and marks on it readable and
 * shows the cell's paint beneath; an arrow's pill is hollow, as its single circles are (the
 * page's surface at 30% inside a rim as wide as theirs), as f-puzzles and SudokuPad draw them.
 *
 * Owns: {@link lineShapes}, {@link arrowShapes}, {@link LINE_KINDS}. Does not own: the colours
 * (style.css, one per kind) or the path of a line (the model's cells, in order).
 */
import { centre, num, pathThrough, type Shape } from './shapes.js';

/** The model types drawn as a plain line through their cells, with their end marks. */
export const LINE_KINDS: Record<string, 'none' | 'circles' | 'diamonds'> = {
  whispers: 'none',
  renban: 'none',
  palindrome: 'none',
  regionSum: 'none',
  entropic: 'none',
  modular: 'none',
  nabner: 'none',
  zipper: 'none',
  between: 'circles',
  doubleArrow: 'circles',
  lockout: 'diamonds',
};

/** A thermometer's bulb's radius; the widths of the bands (a thermometer's, a coloured line's, a pill's) and of their edges (grid units). */
const BULB = 0.36;
const WIDTH = { thermometer: 0.3, line: 0.2, pill: 0.85 };
const EDGE = 0.04;
/** An arrow's circle: its radius (the middle of its rim) and its rim's width; a pill's rim is the same (style.css `.rule-arrow`). */
const RING = { r: 0.4, rim: 0.05 };

/**
 * A band along `d` (and round a bulb of radius `bulb` at `at`): its edge, the rim only (the
 * inside cut out), then its fill over the inside, as parts `<edge>` and `<fill>`.
 */
function band(kind: string, d: string | undefined, width: number, parts: { edge: string; fill: string }, bulb?: { at: [number, number]; r: number }, edge = EDGE): Shape[] {
  const inner = num(width - 2 * edge);
  const line = (part: string, w: string): Shape => ({ tag: 'path', kind, part, attrs: { d: d!, 'stroke-width': w } });
  const circle = (part: string, r: number): Shape => ({ tag: 'circle', kind, part, attrs: { cx: num(bulb!.at[0]), cy: num(bulb!.at[1]), r: num(r) } });
  const cut = [...(bulb ? [circle('cut', bulb.r - edge)] : []), ...(d ? [line('cut', inner)] : [])];
  const shapes: Shape[] = [];
  if (bulb) shapes.push({ ...circle('bulb-edge', bulb.r), cut });
  if (d) shapes.push({ ...line(parts.edge, num(width)), cut });
  if (bulb) shapes.push(circle('bulb', bulb.r - edge));
  if (d) shapes.push(line(parts.fill, inner));
  return shapes;
}

/** A diamond of half-diagonal `h` round (x, y), as a path. */
const diamond = (x: number, y: number, h: number): string => `M${num(x)} ${num(y - h)}L${num(x + h)} ${num(y)}L${num(x)} ${num(y + h)}L${num(x - h)} ${num(y)}Z`;

/** A line rule (a thermometer, slow or not, or one of {@link LINE_KINDS}) through `cells` in order. */
export function lineShapes(kind: string, cells: readonly number[], N: number): Shape[] {
  const points = cells.map((c) => centre(c, N));
  const d = pathThrough(points);
  const shapes: Shape[] = [];
  if (kind === 'thermometer' || kind === 'slowThermometer') {
    const line = points.length > 1 ? d : undefined;
    shapes.push(...band(kind, line, WIDTH.thermometer, { edge: 'edge', fill: 'line' }, { at: points[0], r: BULB }));
    if (kind === 'slowThermometer' && line) shapes.push({ tag: 'path', kind, part: 'core', attrs: { d: line } });
    return shapes;
  }
  shapes.push(...band(kind, d, WIDTH.line, { edge: 'edge', fill: 'line' }));
  const ends = LINE_KINDS[kind] ?? 'none';
  for (const [x, y] of ends === 'none' ? [] : [points[0], points[points.length - 1]]) {
    if (ends === 'circles') shapes.push({ tag: 'circle', kind, part: 'end', attrs: { cx: num(x), cy: num(y), r: '0.38' } });
    else shapes.push({ tag: 'path', kind, part: 'end', attrs: { d: diamond(x, y, 0.4) } });
  }
  return shapes;
}

/** How far the head's two strokes reach back from the tip, and their half-width (grid units). */
const HEAD = 0.22;
/**
 * How far short of the last shaft cell's centre the tip stops (grid units): a third of a cell, as
 * SudokuPad draws it, so the head sits beside the digit written there, not across it.
 */
const SHORT = 1 / 3;

/**
 * An arrow: a circle on a one-cell circle or a pill round a longer one (a band with round ends,
 * as hollow as the circle and its rim as wide), and a shaft from the circle's or pill's edge
 * along the shaft cells, with a head at its tip a third of a cell short of the last cell's centre.
 */
export function arrowShapes(circle: readonly number[], shaft: readonly number[], N: number): Shape[] {
  const ring = circle.map((c) => centre(c, N));
  const shapes: Shape[] = [];
  if (ring.length === 1) shapes.push({ tag: 'circle', kind: 'arrow', part: 'circle', attrs: { cx: num(ring[0][0]), cy: num(ring[0][1]), r: num(RING.r) } });
  else shapes.push(...band('arrow', pathThrough(ring), WIDTH.pill, { edge: 'pill-edge', fill: 'pill' }, undefined, RING.rim));
  if (shaft.length === 0) return shapes;
  const path = shaft.map((c) => centre(c, N));
  // the shaft leaves the circle cell next to its first cell, from the middle of the rim (a pill's
  // too: its end cell's side or round end is RING.r from that cell's centre)
  const [fx, fy] = path[0];
  let from = ring[0];
  for (const p of ring) if (Math.hypot(p[0] - fx, p[1] - fy) < Math.hypot(from[0] - fx, from[1] - fy)) from = p;
  const len = Math.hypot(fx - from[0], fy - from[1]) || 1;
  const start: [number, number] = [from[0] + ((fx - from[0]) / len) * RING.r, from[1] + ((fy - from[1]) / len) * RING.r];
  // the last segment stops SHORT of the last centre (the shortest, from a rim to the next cell, is 0.6 long)
  const [cx, cy] = path[path.length - 1];
  const [px, py] = path.length > 1 ? path[path.length - 2] : start;
  const l = Math.hypot(cx - px, cy - py) || 1;
  const [ux, uy] = [(cx - px) / l, (cy - py) / l];
  const [tx, ty] = [cx - ux * SHORT, cy - uy * SHORT];
  shapes.push({ tag: 'path', kind: 'arrow', part: 'shaft', attrs: { d: pathThrough([start, ...path.slice(0, -1), [tx, ty]]) } });
  const back: [number, number] = [tx - ux * HEAD, ty - uy * HEAD];
  const head = `M${num(back[0] - uy * HEAD)} ${num(back[1] + ux * HEAD)}L${num(tx)} ${num(ty)}L${num(back[0] + uy * HEAD)} ${num(back[1] - ux * HEAD)}`;
  shapes.push({ tag: 'path', kind: 'arrow', part: 'head', attrs: { d: head } });
  return shapes;
}
