/**
 * f-puzzles JSON to and from the variant model, for the benchmark only.
 *
 * Owns: reading an f-puzzles object into a plain `VariantPuzzle` (src/variant/model.ts, version
 * 1) and writing one back, for the rules the benchmark's puzzles use. Does not own: the
 * library's own reader (src/variant/formats/), which is the thing under test. The bench keeps
 * its own on purpose: the peers' inputs are made from this model, so a bug in our reader must
 * not reach every engine alike and pass unnoticed.
 *
 * Fields (../shared/variants/README.md has the format): `size`, `grid[r][c].{value, given,
 * region}`, `diagonal+` (anti: r9c1 → r1c9), `diagonal-` (main: r1c1 → r9c9), `antiknight`,
 * `antiking`, `nonconsecutive`, `disjointgroups`, `negative` ("ratio", "xv"), `killercage`,
 * `arrow`, `thermometer`, `difference` (white, default 1), `ratio` (black, default 2), `xv`,
 * `extraregion`, `odd`, `even`. Cosmetic fields are ignored; any other non-empty field is an
 * error naming it, as the library does, so no rule is dropped silently.
 *
 *   cell index = row × N + column (0-based)      "R1C1" = 0, "R1C9" = 8, "R9C9" = 80 (N = 9)
 */

/** Box shape [rows, columns] per grid side, as in the model. */
export const BOXES = { 4: [2, 2], 6: [2, 3], 8: [2, 4], 9: [3, 3] };

/** Fields that carry no rule (titles, drawings, pencil marks, the solution). */
const COSMETIC = new Set([
  'title', 'author', 'ruleset', 'solution', 'cage', 'line', 'rectangle', 'circle', 'text',
  'highlightConflicts', 'disabledlogic', 'truecandidatesoptions',
]);

/** Thrown for an f-puzzles field or a model rule this module does not read or write. */
export class UnsupportedRule extends Error {
  name = 'UnsupportedRule';
}

/** "R3C7" → cell index (size `n`). */
export function cellOf(name, n) {
  const m = /^R(\d+)C(\d+)$/i.exec(name);
  if (!m) throw new UnsupportedRule(`not a cell name: ${JSON.stringify(name)}`);
  const r = Number(m[1]) - 1;
  const c = Number(m[2]) - 1;
  if (r < 0 || r >= n || c < 0 || c >= n) throw new UnsupportedRule(`cell ${name} is outside the ${n}×${n} grid`);
  return r * n + c;
}

/** Cell index → "R3C7" (size `n`). */
export function nameOf(cell, n) {
  return `R${Math.floor(cell / n) + 1}C${(cell % n) + 1}`;
}

/** The default box of a cell. */
export function boxOf(cell, n) {
  const [h, w] = BOXES[n];
  const r = Math.floor(cell / n);
  const c = cell % n;
  return Math.floor(r / h) * (n / w) + Math.floor(c / w);
}

function isEmpty(v) {
  return v === undefined || v === null || v === false || (Array.isArray(v) && v.length === 0);
}

/**
 * Reads an f-puzzles object (or its JSON text) into the model.
 * @param {object | string} input
 * @returns {{ puzzle: object, solution: string | null, title: string | null }} the model, and
 *   the published solution (N² digits) when the object carries one
 */
export function fromFpuzzles(input) {
  const fp = typeof input === 'string' ? JSON.parse(input) : input;
  const n = fp.size;
  if (!BOXES[n]) throw new UnsupportedRule(`size ${n} is not read by the bench`);
  const cells = (list) => list.map((name) => cellOf(name, n));
  let givens = '';
  const regions = [];
  let irregular = false;
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const cell = fp.grid[r][c];
      givens += cell.given && cell.value ? String(cell.value) : '.';
      if (cell.region === null) throw new UnsupportedRule(`R${r + 1}C${c + 1} belongs to no region`);
      if (cell.region !== undefined) irregular = true;
      regions.push(cell.region ?? boxOf(r * n + c, n));
    }
  }
  const constraints = [];
  const flags = {
    'diagonal-': { type: 'diagonal', direction: 'main' },
    'diagonal+': { type: 'diagonal', direction: 'anti' },
    antiknight: { type: 'antiKnight' },
    antiking: { type: 'antiKing' },
    nonconsecutive: { type: 'nonConsecutive' },
    disjointgroups: { type: 'disjointGroups' },
  };
  for (const [key, value] of Object.entries(fp)) {
    if (key === 'size' || key === 'grid' || COSMETIC.has(key) || isEmpty(value)) continue;
    if (flags[key]) {
      constraints.push({ ...flags[key] });
    } else if (key === 'negative') {
      for (const kind of value) {
        if (kind === 'ratio') constraints.push({ type: 'negativeBlack' });
        else if (kind === 'xv') constraints.push({ type: 'negativeXV' });
        else throw new UnsupportedRule(`f-puzzles negative '${kind}' is not read by the bench`);
      }
    } else if (key === 'killercage') {
      for (const cage of value) {
        const k = { type: 'killer', cells: cells(cage.cells) };
        if (cage.value !== undefined && cage.value !== '') k.sum = Number(cage.value);
        constraints.push(k);
      }
    } else if (key === 'arrow') {
      for (const arrow of value) {
        const circle = cells(arrow.cells);
        const shaft = [];
        for (const line of arrow.lines) {
          for (const cell of cells(line)) if (!circle.includes(cell) && !shaft.includes(cell)) shaft.push(cell);
        }
        constraints.push({ type: 'arrow', circle, shaft });
      }
    } else if (key === 'thermometer') {
      for (const thermo of value) for (const line of thermo.lines) constraints.push({ type: 'thermometer', cells: cells(line) });
    } else if (key === 'difference' || key === 'ratio') {
      for (const dot of value) {
        const k = { type: 'kropki', color: key === 'difference' ? 'white' : 'black', cells: cells(dot.cells) };
        if (dot.value !== undefined && dot.value !== '') k.value = Number(dot.value);
        constraints.push(k);
      }
    } else if (key === 'xv') {
      for (const xv of value) constraints.push({ type: 'xv', cells: cells(xv.cells), sum: xv.value === 'X' ? 10 : 5 });
    } else if (key === 'extraregion') {
      for (const region of value) constraints.push({ type: 'extraRegion', cells: cells(region.cells) });
    } else if (key === 'odd' || key === 'even') {
      constraints.push({ type: key, cells: value.map((v) => cellOf(v.cell, n)) });
    } else {
      throw new UnsupportedRule(`f-puzzles field '${key}' is not read by the bench`);
    }
  }
  const puzzle = { version: 1, size: n, givens, constraints };
  if (irregular) puzzle.regions = regions;
  const solution = Array.isArray(fp.solution) ? fp.solution.join('') : null;
  return { puzzle, solution, title: fp.title ?? null };
}

/**
 * Writes a model as an f-puzzles object (what f-puzzles itself would save).
 * @param {object} puzzle a `VariantPuzzle`
 * @param {string} [title]
 * @returns {object}
 */
export function toFpuzzles(puzzle, title) {
  const n = puzzle.size;
  const name = (cell) => nameOf(cell, n);
  const names = (list) => list.map(name);
  const grid = [];
  for (let r = 0; r < n; r++) {
    const row = [];
    for (let c = 0; c < n; c++) {
      const i = r * n + c;
      const cell = {};
      const ch = puzzle.givens[i];
      if (ch !== '.' && ch !== '0') Object.assign(cell, { value: Number(ch), given: true });
      if (puzzle.regions) cell.region = puzzle.regions[i];
      row.push(cell);
    }
    grid.push(row);
  }
  const fp = { size: n, grid };
  if (title) fp.title = title;
  const push = (key, item) => (fp[key] ??= []).push(item);
  for (const k of puzzle.constraints) {
    switch (k.type) {
      case 'diagonal': fp[k.direction === 'main' ? 'diagonal-' : 'diagonal+'] = true; break;
      case 'antiKnight': fp.antiknight = true; break;
      case 'antiKing': fp.antiking = true; break;
      case 'nonConsecutive': fp.nonconsecutive = true; break;
      case 'disjointGroups': fp.disjointgroups = true; break;
      case 'negativeBlack': push('negative', 'ratio'); break;
      case 'negativeXV': push('negative', 'xv'); break;
      case 'killer': push('killercage', k.sum === undefined ? { cells: names(k.cells) } : { cells: names(k.cells), value: String(k.sum) }); break;
      case 'arrow': push('arrow', { cells: names(k.circle), lines: [names([k.circle[0], ...k.shaft])] }); break;
      case 'thermometer': push('thermometer', { lines: [names(k.cells)] }); break;
      case 'kropki': {
        const dot = { cells: names(k.cells) };
        if (k.value !== undefined) dot.value = String(k.value);
        push(k.color === 'white' ? 'difference' : 'ratio', dot);
        break;
      }
      case 'xv': push('xv', { cells: names(k.cells), value: k.sum === 10 ? 'X' : 'V' }); break;
      case 'extraRegion': push('extraregion', { cells: names(k.cells) }); break;
      case 'odd': case 'even': for (const c of k.cells) push(k.type, { cell: name(c) }); break;
      default: throw new UnsupportedRule(`model rule '${k.type}' is not written by the bench`);
    }
  }
  return fp;
}
