/**
 * The page's style sheet (web/style.css) keeps selectors that cost little to keep up to date as
 * the board changes: no `[class*=…]` (a substring of the class attribute). Chromium restyles
 * what such a rule reaches whenever the class attribute changes at all: with
 * `.cell[class*="colour-"] … :is(.value, .cand, .corner)`, every cell a step rang had all its
 * marks restyled inside the layout (a quarter of a step's layout at 4× CPU throttling:
 * docs/design/page.md); a painted cell carries the class `painted` instead.
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

it('web/style.css has no selector on a substring of the class attribute', () => {
  const css = readFileSync(new URL('../../web/style.css', import.meta.url), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  expect(css.match(/\[class[*^$|~]?=[^\]]*\]/g) ?? []).toEqual([]);
});
