/**
 * The view tabs (Play, Explanation, Graph, Backtracking) as an ARIA tablist, with arrow keys
 * between tabs, and the dark-mode switch (remembered; the system's preference by default).
 * Owns: {@link setupTabs}, {@link setupTheme}.
 */

/** Wires the tabs; `onShow(id)` runs when a view becomes visible. */
export function setupTabs(onShow: (panelId: string) => void): void {
  const tabs = [...document.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const select = (tab: HTMLButtonElement, focus: boolean): void => {
    for (const t of tabs) {
      const on = t === tab;
      t.setAttribute('aria-selected', String(on));
      t.tabIndex = on ? 0 : -1;
      document.getElementById(t.getAttribute('aria-controls')!)!.hidden = !on;
    }
    if (focus) tab.focus();
    onShow(tab.getAttribute('aria-controls')!);
  };
  tabs.forEach((tab, i) => {
    tab.addEventListener('click', () => select(tab, false));
    tab.addEventListener('keydown', (e) => {
      const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
      if (step) select(tabs[(i + step + tabs.length) % tabs.length], true);
    });
  });
}

/** Wires the dark-mode button. */
export function setupTheme(): void {
  const button = document.getElementById('theme')!;
  const stored = localStorage.getItem('theme');
  const apply = (dark: boolean): void => {
    document.documentElement.dataset.theme = dark ? 'dark' : 'light';
    button.setAttribute('aria-pressed', String(dark));
  };
  apply(stored ? stored === 'dark' : matchMedia('(prefers-color-scheme: dark)').matches);
  button.addEventListener('click', () => {
    const dark = document.documentElement.dataset.theme !== 'dark';
    localStorage.setItem('theme', dark ? 'dark' : 'light');
    apply(dark);
  });
}
