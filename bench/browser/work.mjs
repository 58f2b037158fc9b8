/**
 * The measured work of the browser bench, shared by the page (bundled into it) and the Node
 * child, so both sides run exactly the same batches and check their answers the same way.
 *
 * Owns: cutting a set into batches (of the driver's size), the timed round (every batch in order, `reps` times) and
 * the answer check (unique count and a hash of every solution). Does not own: timing policy
 * (warm-up, best of rounds: ../browser.mjs) or where the calls go (page: the worker client;
 * Node: the library, or the client over worker_threads).
 */

/** `lines` cut into batches of `size` lines (one validateLines call each). */
export function batchesOf(lines, size) {
  const out = [];
  for (let i = 0; i < lines.length; i += size) out.push(lines.slice(i, i + size));
  return out;
}

/** FNV-1a over every solution, and how many verdicts are unique: the same on both sides or a bug. */
export function checkOf(verdictLists) {
  let hash = 0x811c9dc5;
  let unique = 0;
  let total = 0;
  for (const verdicts of verdictLists) {
    for (const v of verdicts) {
      total++;
      if (v.status === 'unique') unique++;
      const s = v.solution ?? '';
      for (let i = 0; i < s.length; i++) hash = Math.imul(hash ^ s.charCodeAt(i), 0x01000193);
    }
  }
  return { total, unique, hash: hash >>> 0 };
}

/**
 * One timed round: every batch in order, `reps` times, each call awaited before the next
 * (`validate(batch)` may return verdicts or a promise of them).
 * @returns {Promise<number>} milliseconds
 */
export async function round(validate, batches, reps) {
  const t0 = performance.now();
  for (let r = 0; r < reps; r++) for (const batch of batches) await validate(batch);
  return performance.now() - t0;
}

/** Median and 95th percentile of a list of numbers. */
export function quantiles(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { median: at(0.5), p95: at(0.95), n: sorted.length };
}
