/**
 * Seeded random draws for the benches, so a run on "N random puzzles" can be repeated.
 *
 * Owns: {@link seededRandom} (mulberry32: a 32-bit state, numbers in [0, 1)), {@link drawn}
 * (a seeded sample without repetition) and {@link shuffled}. The package's own generator is `src/classic/prng.ts`;
 * this copy keeps the benches free of the build under test.
 */

/**
 * A generator of numbers in [0, 1), mulberry32 from `seed`. Its `state` property is the seed
 * that continues the stream: read it to hand the stream to the package's generators (their
 * `seed`), set it to take the stream back where they left it (their `nextSeed`).
 */
export function seededRandom(seed) {
  let t = seed >>> 0;
  const next = () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r ^= r + Math.imul(r ^ (r >>> 7), 61 | r);
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
  Object.defineProperty(next, 'state', { get: () => t, set: (s) => { t = s >>> 0; } });
  return next;
}

/** Shuffles `items` in place with `next` (Fisher–Yates from the end, j = ⌊next() · (i + 1)⌋) and returns it. */
export function shuffled(next, items) {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
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
