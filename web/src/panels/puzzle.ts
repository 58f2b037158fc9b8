/**
 * The puzzle panel: the rating of the loaded puzzle (its level in the bar above the board), a
 * new puzzle by kind (classic or a variant family: ./kinds.ts), size, level and symmetry, pasting or typing a puzzle (the package's parser; its
 * errors in player words, naming the place), and sharing by URL (`index.html?puzzle=<line>`).
 *
 * A puzzle opened by link is rated at the player's first touch or key, not at load: rating
 * needs the human-style solver (the variant steps for a variant puzzle), whose chunk the worker
 * fetches then, so the first load carries the engines only (a restored game too); a puzzle
 * loaded after that (pasted, typed) is rated at once. A new variant puzzle is made to rate at most
 * the Level (Hard unless the player chose: {@link VARIANT_LEVEL}). Generated classic puzzles come rated; every other puzzle is
 * rated in play (the engine's background rating: its own worker, so a long one never holds up
 * the player's calls), a classic one on HoDoKu's scale, a variant one on the variant scale, its
 * level shown when ready and said only for a generated variant puzzle (as a classic new
 * puzzle's level is said).
 *
 * The card's choices that made a puzzle are kept for the site and shown again when the page
 * opens (./choices.ts), so a restored game's "Next puzzle" is another of its kind.
 *
 * Owns: those controls, {@link PuzzlePanel.next}, calling {@link PuzzlePanel.rated} when a rating
 * arrives, and {@link showPasteError}. Does not own: parsing (`parseBoard`), generation and
 * rating (the worker), loading (`App.load`), the words of errors (`text/errors.ts`).
 */
import type { App } from '../app.js';
import { announce } from '../status.js';
import { wayBack } from './back.js';
import { isLinkOrJson, notRatedReason, playerMessage } from '../text/errors.js';
import { keepChoices, readChoices } from './choices.js';
import { KINDS, kindOf } from './kinds.js';
import type { Level } from '../../../src/logic/types.js';

/**
 * The Level a variant kind starts at where the select said Any: the hardest a new variant
 * puzzle then rates on the variant scale (`generateVariant`'s `maxLevel`); a minimal one is
 * mostly Unfair or Extreme, a contradiction or a guess away from a person.
 */
const VARIANT_LEVEL = 'Hard';

/** What is said of a new variant puzzle's grade. */
const ratedSentence = (r: { level: string; hardest: string }): string => `Rated ${r.level} on the variant scale: its hardest step is ${r.hardest}.`;

/** What the panel offers the rest of the page. */
export interface PuzzlePanel {
  /** Makes a new puzzle with the panel's settings (kind, size, level, symmetry) and loads it. */
  next(): Promise<void>;
  /** Called when the puzzle in play's rating arrives (set by the page: the win summary's level). */
  rated: () => void;
}

/** Shows `message` under the paste box ('' clears it), the box marked invalid while it shows. */
export function showPasteError(message: string): void {
  document.getElementById('paste-error')!.textContent = message;
  document.getElementById('paste')!.setAttribute('aria-invalid', String(message !== ''));
}

/** Wires the rating, new-puzzle, paste and share controls. */
export function setupPuzzlePanel(app: App): PuzzlePanel {
  const rating = document.getElementById('rating')!;
  const kind = document.getElementById('kind') as HTMLSelectElement;
  const size = document.getElementById('size') as HTMLSelectElement;
  const level = document.getElementById('level') as HTMLSelectElement;
  const symmetric = document.getElementById('symmetric') as HTMLInputElement;
  const paste = document.getElementById('paste') as HTMLTextAreaElement;
  const link = document.getElementById('share-link') as HTMLAnchorElement;
  const newProgress = document.getElementById('new-progress')!;
  const pasteProgress = document.getElementById('paste-progress')!;
  let checks = 0;
  let touched = false;
  let ratingCall: AbortController | null = null;

  const panel: PuzzlePanel = { next: () => next(), rated: () => {} };
  /** The generated variant puzzle in play (its model JSON), whose grade is said when it arrives. */
  let made = '';

  const showRating = (): void => {
    const { level: l, hardest } = app.info;
    rating.dataset.level = l ?? '';
    rating.textContent = l ? `${l} · hardest: ${hardest}` : 'Not rated yet';
    if (!l) rating.title = '';
    else if (app.variant) rating.title = `Variant scale level ${l}, score ${app.info.score}, hardest step ${hardest}`;
    else rating.title = `HoDoKu level ${l}, score ${app.info.score}, hardest technique ${hardest}`;
  };

  /**
   * Rates the puzzle in play in the background; shown when ready (and said, for a generated
   * variant puzzle), unless another puzzle came or another rating began meanwhile.
   */
  const rate = async (): Promise<void> => {
    ratingCall?.abort(); // a rating still running for the last puzzle is of no use now
    ratingCall = null;
    showRating();
    if (app.info.level) return;
    const text = app.puzzleLine();
    const controller = (ratingCall = new AbortController());
    rating.textContent = 'Rating…';
    try {
      const r = await app.engine.rateInBackground(text, controller.signal);
      if (controller.signal.aborted || app.puzzleLine() !== text) return;
      Object.assign(app.info, { level: r.level, score: r.score, hardest: r.hardest });
      showRating();
      panel.rated();
      // said as a classic new puzzle's level is, but later: the chip alone would be seen, not heard
      if (text === made) announce(ratedSentence(r));
    } catch (e) {
      if (!controller.signal.aborted && app.puzzleLine() === text) rating.textContent = `Not rated: ${notRatedReason(e)}`;
    }
  };

  app.onLoad(() => {
    link.hidden = true;
    showPasteError(''); // a paste or link error is about a puzzle no longer in play
    if (touched || app.puzzleLine() === made) void rate();
    else {
      ratingCall?.abort();
      showRating();
    }
  });
  const firstTouch = (): void => {
    if (touched) return;
    touched = true;
    void rate();
  };
  document.addEventListener('pointerdown', firstTouch, { once: true, capture: true });
  document.addEventListener('keydown', firstTouch, { once: true, capture: true });

  for (const k of KINDS.slice(1)) kind.add(new Option(k.name, k.rules));
  for (const option of level.options) option.value = option.value; // the level's name, whatever the option says
  let variantKind = false;
  /** Whether Level holds {@link VARIANT_LEVEL} because a variant kind set it (not the player): Any again on Classic. */
  let levelByKind = false;
  level.addEventListener('change', () => (levelByKind = false));
  /** Symmetric as the player left it on Classic: a variant kind shows it unticked (its generator takes no symmetry). */
  let symmetricChoice = symmetric.checked;
  symmetric.addEventListener('change', () => (symmetricChoice = symmetric.checked));
  /**
   * A kind's sizes are those it is made in; symmetry is the classic generator's (unticked and
   * off for a variant kind). Level is exactly that level for a classic puzzle (9×9 only), at
   * most that level for a variant kind (every size; Any there: minimal, however hard), which
   * starts at {@link VARIANT_LEVEL} (Any again back on Classic, unless the player chose it).
   */
  const syncLevel = (): void => {
    const k = kindOf(kind.value);
    for (const option of size.options) option.disabled = !k.sizes.includes(Number(option.value));
    if (size.selectedOptions[0]?.disabled) size.value = String(k.sizes.includes(9) ? 9 : k.sizes[0]);
    const variant = k.rules !== '';
    for (const option of level.options) option.textContent = option.value === '' ? 'Any' : variant ? `At most ${option.value}` : option.value;
    if (variant && !variantKind && level.value === '') [level.value, levelByKind] = [VARIANT_LEVEL, true];
    else if (!variant && variantKind && levelByKind) level.value = '';
    if (!variant) levelByKind = false;
    variantKind = variant;
    level.disabled = !variant && size.value !== '9';
    if (level.disabled) level.value = '';
    symmetric.disabled = variant;
    symmetric.checked = !variant && symmetricChoice;
  };
  size.addEventListener('change', syncLevel);
  kind.addEventListener('change', syncLevel);
  /** The choices that made the last puzzle (./choices.ts), back in the card, as far as they still hold. */
  const restoreChoices = (): void => {
    const kept = readChoices();
    if (!kept || !KINDS.some((k) => k.rules === kept.kind)) return;
    kind.value = kept.kind;
    symmetricChoice = kept.symmetric;
    syncLevel(); // the kind's sizes, and its Level
    if ([...size.options].some((o) => o.value === kept.size && !o.disabled)) size.value = kept.size;
    syncLevel(); // Level off on a classic size other than 9×9
    if (!level.disabled && [...level.options].some((o) => o.value === kept.level)) [level.value, levelByKind] = [kept.level, kept.levelByKind];
  };
  restoreChoices();
  syncLevel();

  /**
   * The variant puzzle in play by its title and author when it has them, how many rules it has
   * and where they are: "“Cages” by Ann. 3 rules, listed under the board."
   */
  const listed = (): string => {
    const { described, puzzle: p } = app.variant!;
    const k = described.length;
    const name = `${p.title ? `“${p.title}”` : ''}${p.author ? ` by ${p.author}` : ''}`.trim();
    return `${name && `${name}. `}${k} rule${k === 1 ? '' : 's'}, listed under the board.`;
  };

  /** Makes a variant puzzle of kind `k` in the worker and loads it as a pasted one; false when another puzzle was asked for meanwhile. */
  const nextVariant = async (k: ReturnType<typeof kindOf>, N: number, maxLevel: Level | undefined, current: () => boolean): Promise<boolean> => {
    // fair: at most the Level on the variant scale (a minimal one often needs a contradiction)
    const { text, rating: r } = await app.engine.generateVariant({ rules: k.rules as Exclude<typeof k.rules, ''>, size: N, maxLevel });
    if (!current()) return false;
    made = text; // rated once loaded (its grade said), unless the generator rated it
    if (!(await app.loadText(text, r ?? {}))) return false;
    // one announcement: a second at once would cut the first off
    announce(`New ${N}×${N} ${k.name} puzzle: ${listed()}${r ? ` ${ratedSentence(r)}` : ''}${wayBack()}`);
    app.view.moveCursor(app.view.cursor, true);
    return true;
  };

  /**
   * The settings of the puzzle being made (null: none), whether it is still the one asked for
   * last, and how many presses asked for one.
   */
  let making: string | null = null;
  let makingCurrent = (): boolean => false;
  let presses = 0;
  const next = async (): Promise<void> => {
    // a second press for the same puzzle (a double click) waits for the first; another kind or
    // size asks again, as does a press after another puzzle was loaded meanwhile (the first
    // one's is then dropped), and the last press's puzzle is the one loaded (askedForAnother)
    const settings = [kind.value, size.value, level.value, symmetric.checked].join(' ');
    if (making === settings && makingCurrent()) return;
    making = settings;
    keepChoices({ kind: kind.value, size: size.value, level: level.value, symmetric: symmetricChoice, levelByKind });
    const press = ++presses;
    const N = Number(size.value);
    const wanted = (level.value || undefined) as Level | undefined;
    const k = kindOf(kind.value);
    // said and shown: a 16×16 puzzle takes seconds, which looked like a press that did nothing
    newProgress.textContent = k.rules ? `Making a ${N}×${N} ${k.name} puzzle${wanted ? `, at most ${wanted}` : ''}…` : `Making a ${N}×${N}${wanted ? ` ${wanted}` : ''} puzzle…`;
    announce(newProgress.textContent);
    document.body.dataset.busy = 'generate';
    const current = (makingCurrent = app.askedForAnother());
    try {
      if (k.rules !== '') {
        await nextVariant(k, N, wanted, current);
        return;
      }
      const p = await app.engine.generate({ size: N, level: wanted, symmetry: symmetric.checked ? 'rotate180' : 'none' });
      if (!current()) return; // the player pasted or opened another puzzle meanwhile: it stays
      await app.loadText(p.puzzle, p.level ? { level: p.level, score: p.score, hardest: p.hardest } : {});
      announce(`New ${N}×${N} puzzle${p.level ? `, ${p.level}` : ''}, ${p.clues} clues.${wayBack()}`);
      app.view.moveCursor(app.view.cursor, true);
    } catch (e) {
      announce(`No new puzzle: ${playerMessage(e)}`, { kind: 'error' });
    } finally {
      if (press === presses) {
        making = null;
        newProgress.textContent = '';
        delete document.body.dataset.busy;
      }
    }
  };
  document.getElementById('new')!.addEventListener('click', () => void next());

  document.getElementById('load')!.addEventListener('click', async () => {
    showPasteError('');
    const variant = isLinkOrJson(paste.value) || /\bhttps?:\/\//i.test(paste.value); // a link, alone or in words
    const mine = ++checks;
    if (variant) {
      pasteProgress.textContent = 'Reading the puzzle and checking it has one solution…';
      announce(pasteProgress.textContent);
    }
    try {
      if (!(await app.loadText(paste.value))) return; // another puzzle was asked for meanwhile
      announce((app.variant ? `Variant puzzle loaded: ${listed()}` : 'Puzzle loaded.') + wayBack());
      app.view.moveCursor(app.view.cursor, true); // played at once, as after "New puzzle" (the box is far from the grid by keyboard)
    } catch (e) {
      const message = playerMessage(e);
      showPasteError(message);
      announce(message, { kind: 'error' });
    } finally {
      if (checks === mine) pasteProgress.textContent = ''; // a later press's check may still run
    }
  });

  document.getElementById('share')!.addEventListener('click', async () => {
    const url = new URL(location.href);
    url.search = '';
    url.searchParams.set('puzzle', app.shareText());
    link.href = url.href;
    link.textContent = url.href;
    link.hidden = false;
    try {
      await navigator.clipboard.writeText(url.href);
      announce('Link copied: it opens this puzzle.');
    } catch {
      announce('The link beside the button opens this puzzle.');
    }
  });
  return panel;
}
