/**
 * Variant ids of the general-sizes benchmark (sizes.mjs) and how to load them.
 *
 * Owns: the list (ours from ours-sizes.mjs, then every peer adapter in peers/ that exports
 * `forSize(n)`, i.e. that solves boards other than 9×9) and one loaded shape for both:
 * `{ name, package, version, kind, family, ours, supports(n, limit) → null | reason,
 * forSize(n, limit) → adapter }`; `family` is `'dlx'` for Dancing Links solvers (the issue
 * compares WASM DLX with the fastest JavaScript DLX), else null.
 * Does not own: the adapters themselves.
 *
 * Peers without `forSize` (qqwing, sudoku-dlx, sudoku: their APIs are 9×9 only) are left out.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OUR_SIZED_VARIANTS, loadOursSized } from '../ours-sizes.mjs';
import { BENCH_DIR } from './puzzles.mjs';
import { importPeer, peerIds } from './variants.mjs';

/** Peers whose adapter exports `forSize` (found by reading the source, without importing it). */
export function sizedPeerIds() {
  return peerIds().filter((id) => /^export function forSize\b/m.test(readFileSync(join(BENCH_DIR, 'peers', `${id}.mjs`), 'utf8')));
}

/** Every variant id, ours first. */
export function allSizedVariantIds() {
  return [...OUR_SIZED_VARIANTS, ...sizedPeerIds()];
}

export function isOursSized(id) {
  return OUR_SIZED_VARIANTS.includes(id);
}

/**
 * @param {string} id
 * @returns {Promise<{available: true, variant: object} | {available: false, reason: string}>}
 */
export async function loadSizedVariant(id) {
  if (isOursSized(id)) return loadOursSized(id);
  if (!sizedPeerIds().includes(id)) return { available: false, reason: `unknown variant ${id}` };
  const peer = await importPeer(id);
  if (!peer.available) return peer;
  const mod = peer.module;
  const { name, version, kind, family, supportsCount, package: pkg } = mod.default;
  return {
    available: true,
    variant: {
      name,
      package: pkg,
      version,
      kind,
      family: family ?? null,
      ours: false,
      supports: (n, limit) => (limit >= 2 && !supportsCount ? 'limit-1 only (no count-to-2 API)'
        : mod.MAX_BOX && n > mod.MAX_BOX ? `box size ≤ ${mod.MAX_BOX} only` : null),
      forSize: (n) => mod.forSize(n),
    },
  };
}
