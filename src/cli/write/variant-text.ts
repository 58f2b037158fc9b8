/**
 * A variant puzzle as the text of one of the CLI's forms (../options/variant-formats.ts): what
 * `generate --variant` and `convert` write.
 *
 * Owns: which library writer makes each form. Does not own: the writers (src/variant/formats/).
 */
import { formatVariant, toFpuzzles, toFpuzzlesLink, toSudokuPadLink } from '../../variant/index.js';
import type { VariantPuzzle } from '../../variant/model.js';
import type { VariantFormat } from '../options/variant-formats.js';

/** `puzzle` written in `format`, on one line (its title, author and rules text kept: every form holds them). */
export function variantText(puzzle: VariantPuzzle, format: VariantFormat): string {
  switch (format) {
    case 'link':
      return toFpuzzlesLink(puzzle);
    case 'sudokupad':
      return toSudokuPadLink(puzzle);
    case 'model':
      return formatVariant(puzzle);
    case 'fpuzzles':
      return JSON.stringify(toFpuzzles(puzzle));
  }
}
