/**
 * Fixed I/O buffers of the general-size engines (one board at a time, any size up to 64×64).
 *
 *   BOARD_IN    4096 bytes         cells 0…N in reading order (anything else = empty)
 *   CANDS_IN    4096 × 2 u32       optional per-cell candidate masks (low word, high word),
 *                                  bit d-1 allows digit d; read only when a start call asks
 *   BOARD_OUT   4096 bytes         the first solution found, values 1…N
 */
import { MAX_CELLS } from './geometry';

export const BOARD_IN = new StaticArray<u8>(MAX_CELLS);
export const CANDS_IN = new StaticArray<u32>(2 * MAX_CELLS);
export const BOARD_OUT = new StaticArray<u8>(MAX_CELLS);

/** All N digits of a side-N board as a mask. */
@inline export function allDigits(side: i32): u64 {
  return side == 64 ? <u64>-1 : (<u64>1 << <u64>side) - 1;
}

/** The allowed-digit mask of `cell` from CANDS_IN. */
@inline export function candidatesIn(cell: i32): u64 {
  return <u64>unchecked(CANDS_IN[2 * cell]) | (<u64>unchecked(CANDS_IN[2 * cell + 1]) << 32);
}
