/**
 * The puzzle panel: the rating of the loaded puzzle (level, score, hardest technique), a new
 * puzzle by size, level and symmetry, pasting or typing a puzzle (the package's parser, whose
 * error names the cell), and sharing by URL (`index.html?puzzle=<line>`).
 *
 * Owns: those controls. Does not own: parsing (`parseBoard`), generation and rating (the
 * worker), loading (`App.load`).
 */
import type { App } from '../app.js';
import { announce } from '../status.js';

/** Wires the rating, new-puzzle, paste and share controls. */
export function setupPuzzlePanel(app: App): void {
  const rating = document.getElementById('rating')!;
  const size = document.getElementById('size') as HTMLSelectElement;
  const level = document.getElementById('level') as HTMLSelectElement;
  const symmetric = document.getElementById('symmetric') as HTMLInputElement;
  const paste = document.getElementById('paste') as HTMLTextAreaElement;
  const error = document.getElementById('paste-error')!;
  const link = document.getElementById('share-link') as HTMLAnchorElement;

  const showRating = (): void => {
    const { level: l, score, hardest } = app.info;
    rating.dataset.level = l ?? '';
    rating.textContent = l ? `${l} · score ${score} · hardest: ${hardest}` : '…';
  };
  let ratingCall: AbortController | null = null;
  app.onLoad(async () => {
    link.textContent = '';
    ratingCall?.abort(); // a rating still running for the last puzzle is of no use now
    ratingCall = null;
    showRating();
    if (app.info.level) return;
    const controller = (ratingCall = new AbortController());
    rating.textContent = 'Rating…';
    try {
      const r = await app.engine.rate(app.puzzleLine(), controller.signal);
      if (controller.signal.aborted) return;
      Object.assign(app.info, { level: r.level, score: r.score, hardest: r.hardest });
      showRating();
    } catch (e) {
      if (!controller.signal.aborted) rating.textContent = `Not rated: ${(e as Error).message}`;
    }
  });

  const syncLevel = (): void => {
    level.disabled = size.value !== '9';
    if (level.disabled) level.value = '';
  };
  size.addEventListener('change', syncLevel);
  syncLevel();

  document.getElementById('new')!.addEventListener('click', async () => {
    const N = Number(size.value);
    const wanted = level.value || undefined;
    announce(`Generating a ${N}×${N}${wanted ? ` ${wanted}` : ''} puzzle…`);
    document.body.dataset.busy = 'generate';
    try {
      const p = await app.engine.generate({
        size: N,
        level: wanted as 'Easy' | undefined,
        symmetry: symmetric.checked ? 'rotate180' : 'none',
      });
      app.loadText(p.puzzle, p.level ? { level: p.level, score: p.score, hardest: p.hardest } : {});
      announce(`New ${N}×${N} puzzle${p.level ? `, ${p.level} (score ${p.score})` : ''}, ${p.clues} clues.`);
    } catch (e) {
      announce(`No new puzzle: ${(e as Error).message}`, 'error');
    } finally {
      delete document.body.dataset.busy;
    }
  });

  document.getElementById('load')!.addEventListener('click', () => {
    try {
      app.loadText(paste.value);
      error.textContent = '';
      announce('Puzzle loaded.');
    } catch (e) {
      error.textContent = (e as Error).message;
      announce(`Not a puzzle: ${(e as Error).message}`, 'error');
    }
  });

  document.getElementById('share')!.addEventListener('click', async () => {
    const url = new URL(location.href);
    url.search = '';
    url.searchParams.set('puzzle', app.puzzleLine());
    link.href = url.href;
    link.textContent = url.href;
    try {
      await navigator.clipboard.writeText(url.href);
      announce('Link copied: it opens this puzzle.');
    } catch {
      announce('The link below opens this puzzle.');
    }
  });
}
