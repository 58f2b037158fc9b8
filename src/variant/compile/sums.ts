/**
 * Sum arithmetic the compiler needs: the bounds of sums of distinct digits, and whether a
 * cage sum can be met at all.
 *
 * Owns: those bounds. Does not own: the sum rules' records (./index.ts) or their pruning
 * (the engines).
 */

/** Smallest sum of k distinct digits (1 + 2 + … + k). */
export function minDistinctSum(k: number): number {
  return (k * (k + 1)) / 2;
}

/** Largest sum of k distinct digits of 1…N (N + (N−1) + … + (N−k+1)). */
export function maxDistinctSum(k: number, N: number): number {
  return (k * (2 * N - k + 1)) / 2;
}

/**
 * Whether k distinct digits of 1…N can add up to `sum`: every sum between the smallest and the
 * largest is reachable (raise the largest digit that can be raised by one, one step at a time).
 */
export function cageSumPossible(k: number, sum: number, N: number): boolean {
  return k <= N && sum >= minDistinctSum(k) && sum <= maxDistinctSum(k, N);
}
