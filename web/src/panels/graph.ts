/**
 * The graph view, the first founding study made visible: the board as a graph (the package's
 * `sudokuGraph`), every vertex at its cell's place, filled with its digit's colour in the
 * resistor colour code (`colorOf`), and labelled with the digit, so colour is never the only cue.
 * Row and column edges are drawn as arcs so that collinear edges stay apart.
 *
 * Keyboard: the vertices are one tab stop (roving tabindex); arrows move between them as on the
 * board, Enter or Space picks one (its edges drawn), as a click does. A redraw while a vertex
 * has the focus (Ctrl+Z typed there undoes the play grid) gives it to the cursor's new vertex.
 *
 * A variant puzzle gets a sentence instead: the package's graph has the classic houses only, and
 * a graph without the puzzle's cages, regions and lines would be a wrong picture of it. "Colour
 * the solution" is off meanwhile (disabled, described by that sentence): it colours no graph.
 *
 * Owns: the Graph view. Does not own: the graph or the palette (src/graph/).
 */
import type { App } from '../app.js';
import { colorOf, paletteFor, sudokuGraph } from '../../../src/graph/index.js';
import { symbolOf } from '../symbols.js';

const SVG = 'http://www.w3.org/2000/svg';

/** What the view says for a variant puzzle. */
export const VARIANT_NOTE =
  'The graph is drawn for classic Sudoku (rows, columns and boxes as edges); this puzzle has extra rules (cages, regions, lines…) that it cannot show.';

/** Wires the Graph view; it redraws whenever it is shown or the game changes while shown. */
export function setupGraph(app: App): { draw(): void } {
  const host = document.getElementById('graph-host')!;
  const palette = document.getElementById('graph-palette')!;
  const useSolution = document.getElementById('graph-solution') as HTMLInputElement;
  let picked = -1;
  let cursor = 0;
  // a new puzzle starts with no vertex picked and the tab stop on the first (a cursor past a
  // smaller board's vertices left the graph with no tab stop at all)
  app.onLoad(() => {
    picked = -1;
    cursor = 0;
  });

  /**
   * Redraws the view; the focus goes to the cursor's vertex when `focus` is set, or when a vertex
   * had it (an undo typed there redraws the graph: the vertex focused is replaced).
   */
  const draw = (focus = false): void => {
    focus ||= host.contains(document.activeElement);
    useSolution.disabled = app.variant !== undefined;
    if (app.variant) {
      const note = document.createElement('p');
      note.className = 'note';
      note.id = 'graph-note';
      note.textContent = VARIANT_NOTE;
      host.replaceChildren(note);
      palette.replaceChildren();
      useSolution.setAttribute('aria-describedby', note.id);
      return;
    }
    useSolution.removeAttribute('aria-describedby');
    const N = app.game.N;
    const graph = sudokuGraph(app.game.n);
    const digits = useSolution.checked && app.info.solution ? app.info.solution : app.game.values;
    const svg = document.createElementNS(SVG, 'svg');
    svg.setAttribute('viewBox', `-0.2 -0.2 ${N + 0.4} ${N + 0.4}`);
    svg.setAttribute('role', 'group');
    svg.setAttribute('aria-label', `The ${N}×${N} Sudoku graph: ${graph.vertices} vertices, ${graph.edges.length} edges, coloured by digit`);
    const edgeGroup = document.createElementNS(SVG, 'g');
    edgeGroup.setAttribute('aria-hidden', 'true');
    const centre = (c: number): [number, number] => [(c % N) + 0.5, Math.floor(c / N) + 0.5];
    const edges = edgeGroup;
    for (const [a, b] of graph.edges) {
      const [x1, y1] = centre(a);
      const [x2, y2] = centre(b);
      const path = document.createElementNS(SVG, 'path');
      const sameLine = x1 === x2 || y1 === y2;
      const bend = sameLine ? 0.18 * Math.hypot(x2 - x1, y2 - y1) : 0;
      const mx = (x1 + x2) / 2 + (y1 === y2 ? 0 : bend);
      const my = (y1 + y2) / 2 - (x1 === x2 ? 0 : bend);
      path.setAttribute('d', `M${x1} ${y1} Q${mx} ${my} ${x2} ${y2}`);
      path.setAttribute('class', picked === a || picked === b ? 'edge on' : 'edge');
      edges.append(path);
    }
    svg.append(edges);
    for (let c = 0; c < graph.vertices; c++) {
      const [x, y] = centre(c);
      const colour = colorOf(N, digits[c]);
      const circle = document.createElementNS(SVG, 'circle');
      circle.setAttribute('cx', String(x));
      circle.setAttribute('cy', String(y));
      circle.setAttribute('r', '0.3');
      circle.setAttribute('fill', colour.hex);
      circle.setAttribute('class', c === picked ? 'vertex picked' : 'vertex');
      circle.setAttribute('role', 'button');
      circle.setAttribute('tabindex', c === cursor ? '0' : '-1');
      circle.setAttribute('aria-pressed', String(c === picked));
      circle.setAttribute('aria-label', `${graph.label(c)}: ${digits[c] ? `${symbolOf(digits[c])}, ${colour.name}` : 'empty'}`);
      circle.dataset.cell = String(c);
      const pick = (): void => {
        picked = picked === c ? -1 : c;
        cursor = c;
        draw(true);
      };
      circle.addEventListener('click', pick);
      circle.addEventListener('keydown', (e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          pick();
          return;
        }
        const move = ({ ArrowUp: -N, ArrowDown: N, ArrowLeft: -1, ArrowRight: 1 } as Record<string, number>)[e.key];
        if (move === undefined) return;
        e.preventDefault();
        cursor = (c + move + N * N) % (N * N);
        for (const v of svg.querySelectorAll<SVGElement>('.vertex')) v.setAttribute('tabindex', v.dataset.cell === String(cursor) ? '0' : '-1');
        svg.querySelector<SVGElement>(`.vertex[data-cell="${cursor}"]`)?.focus();
      });
      const label = document.createElementNS(SVG, 'text');
      label.setAttribute('x', String(x));
      label.setAttribute('y', String(y));
      label.setAttribute('fill', colour.text);
      label.setAttribute('aria-hidden', 'true');
      label.textContent = digits[c] ? symbolOf(digits[c]) : '';
      svg.append(circle, label);
    }
    host.replaceChildren(svg);
    if (focus) svg.querySelector<SVGElement>(`.vertex[data-cell="${cursor}"]`)?.focus();
    palette.replaceChildren(
      ...paletteFor(N).map((p) => {
        const li = document.createElement('li');
        const chip = document.createElement('span');
        chip.style.background = p.hex;
        li.append(chip, `${p.digit === 0 ? 'empty' : symbolOf(p.digit)}: ${p.name}`);
        return li;
      }),
    );
  };
  useSolution.addEventListener('change', async () => {
    if (useSolution.checked && !app.info.solution) {
      const v = await app.engine.solve(app.puzzleLine());
      if (v.solution) app.info.solution = app.solutionCells(v.solution);
    }
    draw();
  });
  return { draw: () => draw() };
}
