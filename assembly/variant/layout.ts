/**
 * The variant program's layout constants, as the compiler writes them: the layout and its
 * diagram are documented once, in src/variant/compile/program.ts; these numbers must match it
 * (test/variant/engine/ compiles programs there and runs them here).
 *
 * Owns: nothing but the copies of those numbers and the size limits of this engine.
 */

export const PROGRAM_FORMAT: i32 = 1;
export const HEADER_WORDS: i32 = 16;

export const H_FORMAT: i32 = 0;
export const H_SIZE: i32 = 1;
export const H_CELLS: i32 = 2;
export const H_LENGTH: i32 = 3;
export const H_INIT: i32 = 4;
export const H_PEERS: i32 = 5;
export const H_PAIRS: i32 = 6;
export const H_RELATIONS: i32 = 7;
export const H_HOUSES: i32 = 8;
export const H_CELL_HOUSES: i32 = 9;
export const H_RULES: i32 = 10;
export const H_WATCH: i32 = 11;

export const RULE_CAGE: i32 = 1;
export const RULE_LINEAR: i32 = 2;
export const RULE_RENBAN: i32 = 3;
export const RULE_SANDWICH: i32 = 4;
export const RULE_REGION_SUM: i32 = 5;
export const RULE_ARROW: i32 = 6;
export const RULE_QUADRUPLE: i32 = 7;
export const RULE_BETWEEN: i32 = 8;
export const RULE_X_SUM: i32 = 9;
export const RULE_SKYSCRAPER: i32 = 10;
export const RULE_LOCKOUT: i32 = 11;

/** Largest grid: 9×9. */
export const MAX_SIDE: i32 = 9;
export const MAX_CELLS: i32 = 81;
/** Largest |coefficient| and |target| of a LINEAR record (src/engine/variant-ts/program.ts has the same). */
export const MAX_COEF: i32 = 100000;
export const MAX_TARGET: i32 = 100000000;
/** Combination keys: k · 64 + sum, k ≤ 9. */
export const COMBO_KEYS: i32 = 10 * 64;
