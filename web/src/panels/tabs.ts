/**
 * The view tabs (Play, Explanation, Graph, Backtracking) as an ARIA tablist, the mode
 * radiogroup, both with one tab stop and arrow keys inside (roving tabindex, as the WAI-ARIA
 * practices describe them), and the dark-mode switch (remembered; the system's preference by
 * default).
 *
 * Owns: {@link setupTabs}, {@link setupRadioGroup}, {@link setupTheme}.
 */
import { storage } from '../storage.js';

/** Arrow keys along a row of controls: the index `step` away from `i`, wrapping; Home/End go to the ends. */
function moveBy(key: string, i: number, count: number): number | null {
  if (key === 'ArrowRight' || key === 'ArrowDown') return (i + 1) % count;
  if (key === 'ArrowLeft' || key === 'ArrowUp') return (i - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * Wires the tabs; `onShow(id)` runs when a view becomes visible. A view whose code is not there
 * yet (`prepare(id)` returns a promise, settled once the view is set up or could not be:
 * panels/views.ts) is shown when it settles: the tab is selected and focused at once, the view
 * in sight stays until then, so the new one appears with its content (no empty frame); a tab
 * chosen meanwhile wins.
 */
export function setupTabs(onShow: (panelId: string) => void, prepare: (panelId: string) => Promise<void> | undefined = () => undefined): void {
  const tabs = [...document.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const panelOf = (tab: HTMLButtonElement): string => tab.getAttribute('aria-controls')!;
  /** Counts the selections, so a view that comes after another tab was chosen is not shown. */
  let chosen = 0;
  const show = (tab: HTMLButtonElement): void => {
    for (const t of tabs) document.getElementById(panelOf(t))!.hidden = t !== tab;
    onShow(panelOf(tab));
  };
  const select = (tab: HTMLButtonElement, focus: boolean): void => {
    for (const t of tabs) {
      const on = t === tab;
      t.setAttribute('aria-selected', String(on));
      t.tabIndex = on ? 0 : -1;
    }
    if (focus) tab.focus();
    const mine = ++chosen;
    const ready = prepare(panelOf(tab));
    if (!ready) show(tab);
    else void ready.then(() => mine === chosen && show(tab));
  };
  tabs.forEach((tab, i) => {
    // a pointer on its way to a tab: the view's code is fetched before the click
    tab.addEventListener('pointerenter', () => void prepare(panelOf(tab)));
    tab.addEventListener('click', () => select(tab, false));
    tab.addEventListener('keydown', (e) => {
      const j = moveBy(e.key, i, tabs.length);
      if (j === null || e.key === 'ArrowUp' || e.key === 'ArrowDown') return;
      e.preventDefault();
      select(tabs[j], true);
    });
  });
}

/**
 * Wires a radiogroup of buttons (`role="radio"`): one tab stop (the checked one), arrows move
 * and check, and `onSelect(value)` runs with the button's `data-<key>`. Returns the function
 * that checks a value from elsewhere (a keyboard shortcut).
 */
export function setupRadioGroup(group: HTMLElement, key: string, onSelect: (value: string) => void): (value: string) => void {
  const radios = [...group.querySelectorAll<HTMLButtonElement>('[role="radio"]')];
  const check = (value: string): void => {
    for (const r of radios) {
      const on = r.dataset[key] === value;
      r.setAttribute('aria-checked', String(on));
      r.tabIndex = on ? 0 : -1;
    }
  };
  radios.forEach((radio, i) => {
    radio.addEventListener('click', () => onSelect(radio.dataset[key]!));
    radio.addEventListener('keydown', (e) => {
      const j = moveBy(e.key, i, radios.length);
      if (j === null) return;
      e.preventDefault();
      onSelect(radios[j].dataset[key]!);
      radios[j].focus();
    });
  });
  return check;
}

/** Wires the dark-mode button. */
export function setupTheme(): void {
  const button = document.getElementById('theme')!;
  const stored = storage()?.getItem('theme');
  const apply = (dark: boolean): void => {
    document.documentElement.dataset.theme = dark ? 'dark' : 'light';
    button.setAttribute('aria-pressed', String(dark));
  };
  apply(stored ? stored === 'dark' : matchMedia('(prefers-color-scheme: dark)').matches);
  button.addEventListener('click', () => {
    const dark = document.documentElement.dataset.theme !== 'dark';
    apply(dark);
    try {
      storage()?.setItem('theme', dark ? 'dark' : 'light');
    } catch {
      // storage full or refused: the switch holds for this visit
    }
  });
}
