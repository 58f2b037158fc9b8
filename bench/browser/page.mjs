/**
 * The browser bench page's script (bundled by ../browser.mjs with esbuild into bench/out/
 * browser/page.js, beside the worker script entry.js): the worker client as an app would use
 * it, through the package's built files.
 *
 * At load it times the first solve from the cold page (navigation start → answer: page, script,
 * worker start, WebAssembly compilation and the solve), then offers `window.bench` to the
 * driver: load sets, run timed rounds in the worker (and, for comparison, on the page's own
 * thread), time hints.
 */
import * as lib from '../../dist/index.js';
import { createWorkerSolver } from '../../dist/worker/index.js';
import { batchesOf, checkOf, quantiles, round } from './work.mjs';

const FIRST = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';

const created = performance.now();
const solver = createWorkerSolver();
const first = await solver.solve(FIRST);
const answered = performance.now();
window.cold = { sinceNavigation: answered, sinceCreate: answered - created, status: first.status };

const sets = new Map();
// the library on the page's own thread too, to tell the worker's cost from the browser's engine
await lib.initWasm();

window.bench = {
  /** Keeps a set's lines, cut into batches (not timed). */
  load(name, lines, batch) {
    sets.set(name, batchesOf(lines, batch));
  },
  /** The answers of one pass (checked by the driver before any timing). */
  async check(name, options) {
    const lists = [];
    for (const batch of sets.get(name)) lists.push(await solver.validateLines(batch, options));
    return checkOf(lists);
  },
  /** One timed round in the worker, ms. */
  round(name, reps, options) {
    return round((batch) => solver.validateLines(batch, options), sets.get(name), reps);
  },
  /** One timed round of the same calls on the page's main thread (no worker), ms. */
  roundOnPage(name, reps, options) {
    return round((batch) => lib.validateLines(batch, options), sets.get(name), reps);
  },
  /** Round-trip time of each hint, in order (one at a time). */
  async hints(grids) {
    const times = [];
    for (const grid of grids) {
      const t0 = performance.now();
      await solver.hint(grid);
      times.push(performance.now() - t0);
    }
    return quantiles(times);
  },
};
document.title = 'ready';
