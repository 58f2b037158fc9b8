/**
 * The list of things we can benchmark, and how to load one of them.
 *
 * Owns: variant ids (ours: `wasm-batch`, `wasm-single`, `ts-batch`; peers: the file names in
 * bench/peers/ without `.mjs`) and loading them into one adapter shape. Does not own: timing.
 *
 * Adapter shape: `{ name, version, kind, supportsCount, solve(puzzle81, limit) }` for a
 * per-puzzle solver, or `solveBatch(puzzles, limit)` instead of `solve` for a batch one;
 * `reportsGuesses` when answers carry `guesses`.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { OUR_VARIANTS, loadOurs } from '../ours.mjs';
import { BENCH_DIR } from './puzzles.mjs';

const PEERS_DIR = join(BENCH_DIR, 'peers');

/** Peer variant ids, sorted. */
export function peerIds() {
  return readdirSync(PEERS_DIR)
    .filter((f) => f.endsWith('.mjs'))
    .map((f) => f.slice(0, -4))
    .sort();
}

/** Every variant id, ours first. */
export function allVariantIds() {
  return [...OUR_VARIANTS, ...peerIds()];
}

export function isOurs(id) {
  return OUR_VARIANTS.includes(id);
}

/**
 * @param {string} id
 * @returns {Promise<{available: true, adapter: object} | {available: false, reason: string}>}
 */
export async function loadVariant(id) {
  if (isOurs(id)) return loadOurs(id);
  const peer = await importPeer(id);
  return peer.available ? { available: true, adapter: peer.module.default } : peer;
}

/**
 * Imports the peer adapter bench/peers/<id>.mjs (9×9 or any size: lib/size-variants.mjs too).
 * @param {string} id
 * @returns {Promise<{available: true, module: object} | {available: false, reason: string}>}
 */
export async function importPeer(id) {
  if (!peerIds().includes(id)) return { available: false, reason: `unknown variant ${id}` };
  try {
    return { available: true, module: await import(pathToFileURL(join(PEERS_DIR, `${id}.mjs`)).href) };
  } catch (err) {
    return { available: false, reason: `cannot load: ${err.message.split('\n')[0]} (did you run npm ci in bench/?)` };
  }
}
