/**
 * Whole numbers with a comma between groups of three digits (1,000,000), as the CLI's help,
 * summaries and messages write them.
 *
 * Owns: that grouping. Written out rather than `toLocaleString('en-US')` because the first
 * call of that (or of `Intl.NumberFormat`) loads ICU's number formatting: about 20 ms of CPU
 * and 7 MiB of memory in a process that answers one puzzle (measured on Node 20.20, 2 cores;
 * bench/startup.mjs), and usage.ts formats a number when the CLI starts.
 */

/** `n` (a whole number; a fraction is rounded) with ',' between groups of three digits. */
export function groupThousands(n: number): string {
  const digits = String(Math.round(Math.abs(n)));
  if (!/^\d+$/.test(digits)) return String(n); // 1e21 and above, NaN, Infinity: as JavaScript writes them
  let grouped = digits.slice(0, ((digits.length - 1) % 3) + 1);
  for (let i = grouped.length; i < digits.length; i += 3) grouped += ',' + digits.slice(i, i + 3);
  return n < 0 && grouped !== '0' ? '-' + grouped : grouped;
}
