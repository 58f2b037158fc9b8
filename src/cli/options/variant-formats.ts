/**
 * The names of the forms the CLI writes a puzzle in: `generate --variant --format` and
 * `convert --to` take the same words for the same forms.
 *
 * Owns: those names (no writer: ../write/variant-text.ts writes them, and args.ts must not load
 * the variant layer to read a command line).
 */

/** The forms of a variant puzzle: f-puzzles JSON, an f-puzzles link, a SudokuPad link, the package's model JSON. */
export const VARIANT_FORMATS = ['fpuzzles', 'link', 'sudokupad', 'model'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/** What `convert --to` writes: a variant form, or a puzzle line (classic, or jigsaw). */
export const CONVERT_TARGETS = ['sudokupad', 'link', 'fpuzzles', 'model', 'line'] as const;
export type ConvertTarget = (typeof CONVERT_TARGETS)[number];

/** Other words `convert --to` takes for its targets. */
export const CONVERT_ALIASES: Readonly<Record<string, ConvertTarget>> = { 'fpuzzles-json': 'fpuzzles', json: 'model' };
