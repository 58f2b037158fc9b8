/**
 * A handful of fixed 9×9 puzzles for the general engines' tests (no shared folder needed),
 * with the node counts the TypeScript engines give at limit 2. The counts are what the
 * twins must reproduce; they are pinned here as a regression guard, not derived independently.
 *
 * The first three are the first three lines of forum_hardest_1106.txt, the fourth the first
 * line of serg_benchmark.txt (two or more solutions), the fifth an easy proper puzzle.
 */
import { cellsOf } from '../support/oracle';

export interface PinnedPuzzle {
  readonly text: string;
  readonly cells: Uint8Array;
  /** Solutions at limit 2. */
  readonly count: number;
  /** Nodes at limit 2: bitmask (digits tried at branching cells), dlx (options tried). */
  readonly bitmaskNodes: number;
  readonly dlxNodes: number;
}

const pin = (text: string, count: number, bitmaskNodes: number, dlxNodes: number): PinnedPuzzle => ({
  text,
  cells: cellsOf(text),
  count,
  bitmaskNodes,
  dlxNodes,
});

export const PINNED_9: readonly PinnedPuzzle[] = [
  pin('........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3', 1, 1015, 6685),
  pin('........2..8.1.9..5....3.4....1.93...6..3..8...37......4......53.1.7.8..2........', 1, 841, 4942),
  pin('..2...7...1.....6.5......18....37.......49.....41.23....3.2.9...8.....5.6.......2', 1, 347, 3111),
  pin('8.........95.......76.........426798...571243...893165......916....3.487....1.532', 2, 7, 55),
  pin('53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79', 1, 0, 51),
];
