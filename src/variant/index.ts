/**
 * The variant layer's public surface: the model, reading every supported format, checking,
 * writing, and telling variant input and classic puzzles apart.
 *
 * Owns: what `src/variant/` exports (the integrator re-exports it from the package). Does not
 * own: solving (the variant engine) or the API functions that accept variant puzzles. The
 * model's types are in ./model.ts; the package (src/public.ts) re-exports them from there.
 *
 *   export             signature                                           module
 *   ────────────────   ─────────────────────────────────────────────────   ─────────────────────
 *   parseVariant       (input: string | object, options?: { line? })       ./formats/detect.ts
 *                        → VariantPuzzle
 *   isVariantLine      (line: string) → boolean                             ./formats/line-kind.ts
 *   checkVariant       (input: unknown) → VariantPuzzle                     ./check.ts
 *   isClassic          (puzzle: VariantPuzzle) → boolean                    ./classic.ts
 *   formatVariant      (puzzle: VariantPuzzleInput) → string                ./formats/model-json.ts
 *   toFpuzzles         (puzzle: VariantPuzzleInput) → FpuzzlesPuzzle        ./formats/fpuzzles.ts
 *   toFpuzzlesLink     (puzzle: VariantPuzzleInput) → string                ./formats/links.ts
 *   toSudokuPadLink    (puzzle: VariantPuzzleInput) → string                ./formats/links.ts
 */

export { VARIANT_VERSION } from './model.js';
export { parseVariant } from './formats/detect.js';
export { isVariantLine } from './formats/line-kind.js';
export type { ParseVariantOptions } from './formats/detect.js';
export { checkVariant } from './check.js';
export { isClassic } from './classic.js';
export { formatVariant } from './formats/model-json.js';
export { toFpuzzles, FPUZZLES_COSMETIC_FIELDS } from './formats/fpuzzles.js';
export type { FpuzzlesCell, FpuzzlesPuzzle } from './rules/rule.js';
export { toFpuzzlesLink, toSudokuPadLink } from './formats/links.js';
