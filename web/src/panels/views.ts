/**
 * The views behind the Explanation, Graph and Backtracking tabs, each set up on its tab's first
 * opening (or a pointer's way onto the tab) from their chunk (`views-chunk.ts`), so a cold load
 * carries Play's code only (docs/design/page.md "Bytes on the wire"). The chunk is imported once
 * the page is idle after its first puzzle ({@link Views.fetchWhenIdle}), so a tab's first
 * opening sets its view up in the press's own task, not after the chunk's fetch and evaluation
 * (waited for, they took 34–156 ms at 1×: docs/design/page.md); a tab opened before that
 * imports it then. A view set up late is as one set up at load: its setup draws the puzzle in
 * play and hooks `app.onLoad` for the puzzles after it.
 *
 * Owns: importing the chunk, setting up each view once, and what runs each time a view is shown
 * (the Graph redrawn, and again on every change while it is shown). Does not own: the views
 * (panels/explain.ts, graph.ts, backtrack.ts) or the tabs (panels/tabs.ts).
 */
import type { App } from '../app.js';
import { afterNextFrame } from '../frame.js';
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

/** What the tabs and the page's start ask of the views. */
export interface Views {
  /**
   * Sets up the view `panelId` if it is lazy and not set up yet: at once when the chunk is here,
   * else returns a promise that resolves (never rejects) once it is, or once the chunk failed to
   * load (said when the view is shown; the next opening tries again); undefined when the view is
   * ready.
   */
  prepare(panelId: string): Promise<void> | undefined;
  /** Runs what the view `panelId`, now shown, runs on showing (says so when its chunk failed to load). */
  shown(panelId: string): void;
  /**
   * Imports the chunk once the page is idle: after the next frame, in an idle period (at most
   * {@link IDLE_WAIT_MS} later), so a tab's first opening finds it. Call it once the first
   * puzzle is in play and the worker has answered (its own chunks come first); a failure is
   * left to the first opening (which tries again).
   */
  fetchWhenIdle(): void;
}

/**
 * How long the idle import may wait for an idle period (`requestIdleCallback`'s timeout): a
 * player takes longer than that to reach a tab by keyboard.
 */
const IDLE_WAIT_MS = 1000;

/** The lazy views of `app`'s page (see the module header). */
export function lazyViews(app: App): Views {
  const loading = new Map<string, Promise<void>>();
  const ready = new Set<string>();
  const onShow = new Map<string, () => void>();
  let inSight = '';
  /** The chunk, once imported; its import while under way (undefined again when it failed). */
  let chunk: Chunk | undefined;
  let chunkLoad: Promise<Chunk> | undefined;
  app.onChange(() => onShow.get(inSight)?.());
  const load = (): Promise<Chunk> =>
    (chunkLoad ??= import('./views-chunk.js').then(
      (c) => (chunk = c),
      (e: unknown) => {
        chunkLoad = undefined; // the next opening tries again
        throw e;
      },
    ));
  const setUp = (panelId: string, c: Chunk): void => {
    if (ready.has(panelId)) return;
    const run = SETUPS[panelId](c, app);
    if (run) onShow.set(panelId, run);
    ready.add(panelId);
  };
  const prepare = (panelId: string): Promise<void> | undefined => {
    if (!SETUPS[panelId] || ready.has(panelId)) return undefined;
    if (chunk) {
      setUp(panelId, chunk);
      return undefined;
    }
    let setup = loading.get(panelId);
    if (!setup) {
      setup = load().then(
        (c) => setUp(panelId, c),
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
    fetchWhenIdle: () =>
      afterNextFrame(() => {
        const importChunk = (): void => void load().catch(() => undefined); // the first opening says so, and tries again
        if ('requestIdleCallback' in window) requestIdleCallback(importChunk, { timeout: IDLE_WAIT_MS });
        else setTimeout(importChunk, 0);
      }),
  };
}
