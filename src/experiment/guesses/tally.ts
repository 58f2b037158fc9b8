/**
 * Exact, order-independent summary statistics of large samples of non-negative integer
 * counts (recursions, backtracks), built up from many chunks.
 *
 * Owns: {@link Tally} (count, exact sum and sum of squares, the full frequency table) and
 * {@link Summary} (mean, standard deviation, standard error, quantiles). Does not own: what
 * the counts mean (run.ts) or how they are printed (tables.ts).
 *
 * Why exact: the experiment merges chunks in whatever order the worker threads finish them,
 * and promises results that are identical bit for bit whatever the thread count. Sums kept as
 * BigInt and a frequency table (value → how many times) are the same in any merge order, so
 * every statistic is computed once, at the end, from the same exact numbers.
 *
 * Quantiles: linear interpolation between order statistics (Hyndman and Fan type 7, the
 * default of R and NumPy): q(p) = x[⌊h⌋] + (h − ⌊h⌋)(x[⌊h⌋+1] − x[⌊h⌋]), h = (n − 1)p, on the
 * sorted sample x[0…n−1].
 */

/** The statistics of one sample. */
export interface Summary {
  /** Sample size. */
  readonly n: number;
  readonly mean: number;
  /** Sample standard deviation (n − 1 in the denominator; 0 when n < 2). */
  readonly sd: number;
  /** Standard error of the mean, sd / √n. */
  readonly se: number;
  readonly min: number;
  /** 5th percentile. */
  readonly p05: number;
  /** First quartile (25th percentile). */
  readonly q1: number;
  readonly median: number;
  /** Third quartile (75th percentile). */
  readonly q3: number;
  /** 95th percentile. */
  readonly p95: number;
  readonly max: number;
}

/** A growing sample of non-negative integers, kept as exact sums and a frequency table. */
export class Tally {
  private count = 0;
  private sum = 0n;
  private sumOfSquares = 0n;
  private readonly frequency = new Map<number, number>();

  /** Adds every value of `values` (non-negative integers below 2^53). */
  addAll(values: ArrayLike<number>): void {
    const table = frequencyTable(values);
    this.addTable(table.values, table.counts);
  }

  /** Adds a frequency table: `counts[i]` times `values[i]`. */
  addTable(values: ArrayLike<number>, counts: ArrayLike<number>): void {
    for (let i = 0; i < values.length; i++) this.add(values[i], counts[i]);
  }

  /** Adds `value` `times` times. */
  add(value: number, times: number): void {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`expected a count (integer ≥ 0), got ${value}`);
    const v = BigInt(value);
    const t = BigInt(times);
    this.count += times;
    this.sum += v * t;
    this.sumOfSquares += v * v * t;
    this.frequency.set(value, (this.frequency.get(value) ?? 0) + times);
  }

  /** Adds everything another tally holds. */
  merge(other: Tally): void {
    for (const [value, times] of other.frequency) this.add(value, times);
  }

  /** The frequency table as parallel arrays of distinct values (ascending) and their counts. */
  table(): { values: number[]; counts: number[] } {
    const values = [...this.frequency.keys()].sort((a, b) => a - b);
    return { values, counts: values.map((v) => this.frequency.get(v) ?? 0) };
  }

  /** Number of values added. */
  get size(): number {
    return this.count;
  }

  /** The summary statistics (NaN everywhere for an empty tally). */
  summary(): Summary {
    const n = this.count;
    if (n === 0) {
      return { n, mean: NaN, sd: NaN, se: NaN, min: NaN, p05: NaN, q1: NaN, median: NaN, q3: NaN, p95: NaN, max: NaN };
    }
    const mean = ratio(this.sum, n);
    // n·Σx² − (Σx)² is exact in BigInt; one rounding at the end.
    const spread = BigInt(n) * this.sumOfSquares - this.sum * this.sum;
    const sd = n < 2 ? 0 : Math.sqrt(Number(spread) / n / (n - 1));
    const { values, counts } = this.table();
    const at = quantileReader(values, counts);
    return {
      n,
      mean,
      sd,
      se: sd / Math.sqrt(n),
      min: values[0],
      p05: at(0.05),
      q1: at(0.25),
      median: at(0.5),
      q3: at(0.75),
      p95: at(0.95),
      max: values[values.length - 1],
    };
  }
}

/**
 * The distinct values of a sample, ascending, with how often each occurs: the compact form a
 * worker sends back (10,000 runs usually have a few hundred distinct counts).
 */
export function frequencyTable(sample: ArrayLike<number>): { values: Float64Array; counts: Float64Array } {
  const sorted = Float64Array.from(sample).sort();
  const values: number[] = [];
  const counts: number[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i + 1;
    while (j < sorted.length && sorted[j] === sorted[i]) j++;
    values.push(sorted[i]);
    counts.push(j - i);
    i = j;
  }
  return { values: Float64Array.from(values), counts: Float64Array.from(counts) };
}

/** a / n for a BigInt a, rounded once. */
function ratio(a: bigint, n: number): number {
  const whole = a / BigInt(n);
  const rest = a - whole * BigInt(n);
  return Number(whole) + Number(rest) / n;
}

/** Type-7 quantiles of the sample that `values` (ascending) with `counts` describe. */
function quantileReader(values: readonly number[], counts: readonly number[]): (p: number) => number {
  const ends: number[] = []; // ends[i] = number of sample items ≤ values[i]
  let total = 0;
  for (const c of counts) ends.push((total += c));
  /** The sample item of 0-based rank r. */
  const item = (r: number): number => {
    let lo = 0;
    let hi = ends.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (ends[mid] > r) hi = mid;
      else lo = mid + 1;
    }
    return values[lo];
  };
  return (p) => {
    const h = (total - 1) * p;
    const low = Math.floor(h);
    const a = item(low);
    return low + 1 < total ? a + (h - low) * (item(low + 1) - a) : a;
  };
}

/**
 * Summary of a small sample given directly (e.g. one mean per base solution).
 * @param values the sample (any finite numbers)
 */
export function summarize(values: readonly number[]): Summary {
  const n = values.length;
  if (n === 0) return new Tally().summary();
  const sorted = [...values].sort((a, b) => a - b);
  let sum = 0;
  for (const v of sorted) sum += v;
  const mean = sum / n;
  let squares = 0;
  for (const v of sorted) squares += (v - mean) * (v - mean);
  const sd = n < 2 ? 0 : Math.sqrt(squares / (n - 1));
  const q = (p: number) => {
    const h = (n - 1) * p;
    const low = Math.floor(h);
    return low + 1 < n ? sorted[low] + (h - low) * (sorted[low + 1] - sorted[low]) : sorted[low];
  };
  return { n, mean, sd, se: sd / Math.sqrt(n), min: sorted[0], p05: q(0.05), q1: q(0.25), median: q(0.5), q3: q(0.75), p95: q(0.95), max: sorted[n - 1] };
}
