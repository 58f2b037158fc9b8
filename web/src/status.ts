/**
 * The page's `role="status"` region: hints, errors and results are announced there, so a
 * screen reader reads them without moving the focus. Owns: {@link announce}.
 */

/** Shows `text` in the status region (and announces it); `kind` marks errors. */
export function announce(text: string, kind: 'info' | 'error' = 'info'): void {
  const el = document.getElementById('status');
  if (!el) return;
  el.textContent = text;
  el.dataset.kind = kind;
}
