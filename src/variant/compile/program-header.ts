/**
 * The header of a variant program (./program.ts documents the whole layout): its version, its
 * size in words, and the slot of each field. A module of its own so that code reading a header
 * (src/engine/variant-wasm.ts reads the size slot, on every classic page's first chunk) does not
 * bring the program writer with it when a bundler splits code.
 *
 * Owns: the header constants. Does not own: the rest of the layout or writing it (./program.ts).
 */

/** The layout version ({@link H_FORMAT}). */
export const PROGRAM_FORMAT = 1;
/** Words in the header. */
export const HEADER_WORDS = 16;

// header slots
export const H_FORMAT = 0;
export const H_SIZE = 1;
export const H_CELLS = 2;
export const H_LENGTH = 3;
export const H_INIT = 4;
export const H_PEERS = 5;
export const H_PAIRS = 6;
export const H_RELATIONS = 7;
export const H_HOUSES = 8;
export const H_CELL_HOUSES = 9;
export const H_RULES = 10;
export const H_WATCH = 11;
