/**
 * Fixed batch buffers in linear memory, shared by every engine entry point.
 *
 * Owns: the I/O areas JS writes puzzles into and reads answers from. They are allocated once
 * at start-up and never move, so JS views over them never go stale (memory never grows after
 * instantiation). Does not own: any solving.
 *
 *   PUZZLES    BATCH_CAPACITY × 81 bytes   cells 0..9 in reading order (anything else = empty)
 *   SOLUTIONS  BATCH_CAPACITY × 81 bytes   first solution found, digits 1..9
 *   COUNTS     BATCH_CAPACITY × i32         solutions found (≤ limit), BUDGET_BIT when stopped early
 *   GUESSES    BATCH_CAPACITY × u32         guesses made for that puzzle
 */

/** Puzzles per batch call. 1024 × 81 B keeps every buffer well inside a few pages. */
export const BATCH_CAPACITY: i32 = 1024;
/** Set in a COUNTS entry when the search stopped on its guess budget. */
export const BUDGET_BIT: i32 = 0x40000000;

export const PUZZLES = new StaticArray<u8>(BATCH_CAPACITY * 81);
export const SOLUTIONS = new StaticArray<u8>(BATCH_CAPACITY * 81);
export const COUNTS = new StaticArray<i32>(BATCH_CAPACITY);
export const GUESSES = new StaticArray<u32>(BATCH_CAPACITY);
