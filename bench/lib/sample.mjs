/**
 * Seeded random draws for the benches, so a run on "N random puzzles" can be repeated.
 *
 * Owns: {@link seededRandom} (mulberry32: a 32-bit state, numbers in [0, 1)) and {@link drawn}
 * (a seeded sample without repetition). The package's own generator is `src/classic/prng.ts`;
 * this copy keeps the benches free of the build under test.
 */

/** A generator of numbers in [0, 1), mulberry32 from `seed`. */
export function seededRandom(seed) {
  let t = seed >>> 0;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r ^= r + Math.imul(r ^ (r >>> 7), 61 | r);
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` items of `all` drawn without repetition (a seeded Fisher–Yates prefix), in draw order. */
export function drawn(all, count, seed) {
  const a = all.slice();
  const next = seededRandom(seed);
  const n = Math.min(count, a.length);
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(next() * (a.length - i));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a.slice(0, n);
}
