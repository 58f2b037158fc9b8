/**
 * The views behind the Explanation, Graph and Backtracking tabs, each set up on its tab's first
 * opening (or a pointer's way onto the tab) from their chunk (`views-chunk.ts`, imported then),
 * so a cold load carries Play's code only (docs/design/page.md "Bytes on the wire"). A view set
 * up late is as one set up at load: its setup draws the puzzle in play and hooks `app.onLoad`
 * for the puzzles after it.
 *
 * Owns: importing the chunk, setting up each view once, and what runs each time a view is shown
 * (the Graph redrawn, and again on every change while it is shown). Does not own: the views
 * (panels/explain.ts, graph.ts, backtrack.ts) or the tabs (panels/tabs.ts).
 */
import type { App } from '../app.js';
import { announce } from '../status.js';

/** The views' chunk (panels/views-chunk.ts). */
type Chunk = typeof import('./views-chunk.js');

/**
 * Each lazy view's setup in the chunk, by its panel's id: it wires the view on the puzzle in
 * play and returns what to run each time the view is shown, if anything.
 */
const SETUPS: Record<string, (chunk: Chunk, app: App) => (() => void) | void> = {
  'view-explain': (chunk, app) => chunk.setupExplain(app),
  'view-graph': (chunk, app) => chunk.setupGraph(app).draw,
  'view-backtrack': (chunk, app) => chunk.setupBacktrack(app),
};

/** What the tabs ask of the views (`setupTabs`' `prepare` and `onShow`). */
export interface Views {
  /**
   * Starts setting up the view `panelId` if it is lazy and not set up yet: resolves (never
   * rejects) once it is, or once its chunk failed to load (said when the view is shown; the next
   * opening tries again); undefined when the view is ready.
   */
  prepare(panelId: string): Promise<void> | undefined;
  /** Runs what the view `panelId`, now shown, runs on showing (says so when its chunk failed to load). */
  shown(panelId: string): void;
}

/** The lazy views of `app`'s page (see the module header). */
export function lazyViews(app: App): Views {
  const loading = new Map<string, Promise<void>>();
  const ready = new Set<string>();
  const onShow = new Map<string, () => void>();
  let inSight = '';
  app.onChange(() => onShow.get(inSight)?.());
  const prepare = (panelId: string): Promise<void> | undefined => {
    const setupView = SETUPS[panelId];
    if (!setupView || ready.has(panelId)) return undefined;
    let setup = loading.get(panelId);
    if (!setup) {
      setup = import('./views-chunk.js').then(
        (chunk) => {
          const run = setupView(chunk, app);
          if (run) onShow.set(panelId, run);
          ready.add(panelId);
        },
        () => {
          loading.delete(panelId); // said when the view is shown (not on a pointer's way); the next opening tries again
        },
      );
      loading.set(panelId, setup);
    }
    return setup;
  };
  return {
    prepare,
    shown: (panelId) => {
      inSight = panelId;
      onShow.get(panelId)?.();
      if (SETUPS[panelId] && !ready.has(panelId)) {
        const name = document.querySelector(`[aria-controls="${panelId}"]`)?.textContent;
        announce(`The ${name} view could not be loaded (is the connection down?): open its tab again to try again.`, { kind: 'error' });
      }
    },
  };
}
