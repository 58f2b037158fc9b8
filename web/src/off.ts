/**
 * Buttons turned off without losing the keyboard focus: `aria-disabled` in place of `disabled`.
 * A button that becomes `disabled` while focused drops the focus to the page's body, so a
 * keyboard player who pressed the last Undo, Apply or Next had to find their way back from the
 * top. An `aria-disabled` button keeps the focus, looks off (style.css) and is announced as
 * unavailable; its click handler asks {@link isOff} first.
 *
 * Owns: {@link setOff}, {@link setOffBecause}, {@link isOff}. Does not own: what a button does (its panel).
 */

/** Turns `button` off (or on again), keeping it focusable. */
export function setOff(button: HTMLElement, off: boolean): void {
  button.setAttribute('aria-disabled', String(off));
}

/** Whether `button` is off: its click should do nothing. */
export function isOff(button: HTMLElement): boolean {
  return button.getAttribute('aria-disabled') === 'true';
}

/**
 * Turns `button` off with the element `reasonId` as its accessible description (why it is off:
 * a classic-only feature on a variant puzzle), or on again with `null`.
 */
export function setOffBecause(button: HTMLElement, reasonId: string | null): void {
  setOff(button, reasonId !== null);
  if (reasonId === null) button.removeAttribute('aria-describedby');
  else button.setAttribute('aria-describedby', reasonId);
}
