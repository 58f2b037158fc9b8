/**
 * The "Chain" button of the hint place and of the explanation: it walks the step's chain on the
 * board one link per press. Always there (off when the step has no chain, `off.ts`), so the row
 * of buttons never changes and nothing below it moves; its face counts the links (`4/35`), its
 * name says the same in words and contains the face (WCAG 2.5.3).
 *
 * Owns: {@link setWalkLabel}. Does not own: the walk (`text/chain.ts`) or what a press shows
 * (the panels).
 */
import { setOff } from '../off.js';

/** Shows the button for stage `at` (−1: not started) of a walk of `count` stages (0: no chain). */
export function setWalkLabel(button: HTMLButtonElement, at: number, count: number): void {
  setOff(button, count === 0);
  if (at < 0 || count === 0) {
    button.textContent = 'Chain';
    button.setAttribute('aria-label', 'Step through the chain');
  } else if (at === count - 1) {
    button.textContent = 'Again';
    button.setAttribute('aria-label', 'Again: step through the chain from the start');
  } else {
    button.textContent = `${at + 1}/${count}`;
    button.setAttribute('aria-label', `Next link: ${at + 1}/${count}`);
  }
}
