/**
 * The CLI's plain verdict lines written by the core, straight from the records of the last
 * {@link scanLines} call and the answers of their slots: a job's output without an object, a
 * string or a loop per line in JavaScript.
 *
 * Owns: the OUT buffer, the list of records left to JavaScript (OTHERS) and the tally of the
 * lines written here (TALLY), and one rule, the core's copy of a rule whose TypeScript twin is
 * cross-checked by tests: the plain line of a verdict with no error, size or stop reason
 * (src/cli/write/format.ts `plainLine`, test/cli/format-table.test.ts compares them byte for byte):
 *
 *   validate  LINE \t STATUS
 *   solve     LINE \t unique \t SOLUTION   or   LINE \t STATUS
 *   count     LINE \t STATUS \t COUNT[+]   (+ at the limit)
 *
 * A record is written here when its line was read and its search ended with a solution (the
 * status unique, multiple, or unknown when the limit is 1: src/stream/core-lines.ts `coreTable`
 * reads the same records so); every other puzzle line (not read, no solution, stopped by the
 * budget) goes to OTHERS with the offset in OUT where its line belongs, and JavaScript writes
 * it (the library's verdict, format.ts). Blank and comment lines write nothing. Does not own:
 * reading or solving (lines.ts, fast9/).
 *
 *   OUT      OUT_CAPACITY bytes        the lines written, each ending in '\n'
 *   OTHERS   LINE_CAPACITY × 2 × i32    (record, offset in OUT) of each line left to JavaScript
 *   TALLY    5 × f64                    lines written or dropped by status (unique, multiple,
 *                                       none, unknown), then the sum of their guesses
 */
import { BATCH_CAPACITY, BUDGET_BIT, COUNTS, GUESSES, SOLUTIONS } from '../io';
import { LINE_CAPACITY, LINE_SLOTS } from './lines';

/** The longest line written here: 20 digits, `\tmultiple`, `\t` and 81 cells or 10 digits and `+`, `\n`. */
const ROW_BYTES: i32 = 128;
/** One line per slot at most (records without a slot write nothing). */
export const OUT_CAPACITY: i32 = BATCH_CAPACITY * ROW_BYTES;
export const OUT = new StaticArray<u8>(OUT_CAPACITY);
export const OTHERS = new StaticArray<i32>(LINE_CAPACITY * 2);
export const TALLY = new StaticArray<f64>(5);

/** `command` values of {@link writeVerdicts}. */
export const VALIDATE: i32 = 0;
export const SOLVE: i32 = 1;
export const COUNT: i32 = 2;

/** Status indices (TALLY, the `keep` bits): as src/stream/verdict-table.ts PLAIN_STATUSES. */
const UNIQUE: i32 = 0;
const MULTIPLE: i32 = 1;
const UNKNOWN: i32 = 3;

/** Records left to JavaScript by the last {@link writeVerdicts} call (pairs in OTHERS). */
export let otherCount: i32 = 0;

/** The current line number's decimal digits, right-aligned: DIGITS[digitsFrom, 20). */
const DIGITS = new StaticArray<u8>(20);
let digitsFrom: i32 = 20;

/** Sets DIGITS to `value`. */
function setDigits(value: u64): void {
  let k = 20;
  do {
    k--;
    unchecked((DIGITS[k] = <u8>(0x30 + <i32>(value % 10))));
    value /= 10;
  } while (value != 0);
  digitsFrom = k;
}

/** Adds one to DIGITS. */
function nextDigits(): void {
  let k = 19;
  while (k >= digitsFrom && unchecked(DIGITS[k]) == 0x39) unchecked((DIGITS[k--] = 0x30)); // 9s carry
  if (k < digitsFrom) unchecked((DIGITS[(digitsFrom = k)] = 0x31)); // one digit more
  else unchecked((DIGITS[k] = DIGITS[k] + 1));
}

/** Writes `\t` and the status word at `at`; returns the index after it. */
function writeStatus(at: i32, status: i32): i32 {
  const out = changetype<usize>(OUT) + <usize>at;
  store<u8>(out, 0x09);
  if (status == UNIQUE) {
    store<u32>(out + 1, 0x71696e75); // "uniq"
    store<u16>(out + 5, 0x6575); // "ue"
    return at + 7;
  }
  if (status == MULTIPLE) {
    store<u64>(out + 1, 0x656c7069746c756d); // "multiple"
    return at + 9;
  }
  if (status == UNKNOWN) {
    store<u32>(out + 1, 0x6e6b6e75); // "unkn"
    store<u32>(out + 5, 0x006e776f); // "own" (the 4th byte is overwritten next)
    return at + 8;
  }
  store<u32>(out + 1, 0x656e6f6e); // "none"
  return at + 5;
}

/** Writes the decimal digits of `value` (≥ 0) at `at`; returns the index after them. */
function writeNumber(at: i32, value: u32): i32 {
  let digits = 1;
  for (let v = value; v >= 10; v /= 10) digits++;
  let k = at + digits;
  do {
    unchecked((OUT[--k] = <u8>(0x30 + value % 10)));
    value /= 10;
  } while (value != 0);
  return at + digits;
}

/**
 * Writes the lines of records 0..records-1 of the last scanLines call (LINE_SLOTS, and the
 * slots' COUNTS, GUESSES and, for `solve`, SOLUTIONS as ASCII) into OUT, the line of record k
 * numbered `firstLine + k`.
 * @param command {@link VALIDATE}, {@link SOLVE} or {@link COUNT}
 * @param limit the solution limit (`count` writes `N+` at it; 1 makes a found solution `unknown`)
 * @param keep bit s set: lines of status s are written (every line is counted in TALLY)
 * @returns the bytes written; {@link otherCount} records went to OTHERS
 */
export function writeVerdicts(records: i32, firstLine: f64, command: i32, limit: i32, keep: i32): i32 {
  if (records > LINE_CAPACITY) records = LINE_CAPACITY;
  setDigits(<u64>firstLine);
  for (let s = 0; s < 5; s++) unchecked((TALLY[s] = 0));
  let at = 0;
  let others = 0;
  for (let k = 0; k < records; k++, nextDigits()) {
    const slot = unchecked(LINE_SLOTS[k]);
    if (slot == -2) continue; // blank or comment
    const raw = slot >= 0 ? unchecked(COUNTS[slot]) : 0;
    if (raw <= 0 || (raw & BUDGET_BIT) != 0) {
      unchecked((OTHERS[2 * others] = k));
      unchecked((OTHERS[2 * others + 1] = at));
      others++;
      continue;
    }
    const status = raw >= 2 ? MULTIPLE : limit >= 2 ? UNIQUE : UNKNOWN;
    const guesses = unchecked(GUESSES[slot]);
    unchecked((TALLY[status] = TALLY[status] + 1));
    unchecked((TALLY[4] = TALLY[4] + <f64>guesses));
    if (((keep >> status) & 1) == 0) continue;
    const digits = 20 - digitsFrom;
    memory.copy(changetype<usize>(OUT) + <usize>at, changetype<usize>(DIGITS) + <usize>digitsFrom, <usize>digits);
    at = writeStatus(at + digits, status);
    if (command == SOLVE && status == UNIQUE) {
      unchecked((OUT[at++] = 0x09));
      memory.copy(changetype<usize>(OUT) + <usize>at, changetype<usize>(SOLUTIONS) + <usize>(slot * 81), 81);
      at += 81;
    } else if (command == COUNT) {
      unchecked((OUT[at++] = 0x09));
      at = writeNumber(at, <u32>raw);
      if (raw >= limit) unchecked((OUT[at++] = 0x2b)); // +
    }
    unchecked((OUT[at++] = 0x0a));
  }
  otherCount = others;
  return at;
}
