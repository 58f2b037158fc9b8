/**
 * A seed keeps naming the same puzzle: bench/variants/make-sets.mjs remakes the benchmark's
 * committed sets from their seeds, so a change to the generator (a new family, a new draw) must
 * leave every existing family's output byte for byte as it was. The fingerprints below are the
 * SHA-256 (first 16 hex digits) of `JSON.stringify` of `generateVariantSync`'s whole result,
 * recorded from the generator before the sandwich, little killer, line and odd/even families
 * were added. One was taken again on purpose: thermo with arrows, whose arrows now keep off the
 * thermometers' cells (11 of seed 4's 38 arrow cells were on them, and every one of seeds
 * 1–20 shared cells); an arrow puzzle alone draws as before.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateVariantSync, type GenerateVariantOptions } from '../../../src/variant/generate/index';

const RECORDED: [GenerateVariantOptions, string][] = [
  [{ rules: 'x', seed: 1 }, '5581584f3c856c93'],
  [{ rules: 'x', seed: 2 }, '74c0c506d5df7651'],
  [{ rules: 'windoku', seed: 1 }, 'ec7e047498fbfd25'],
  [{ rules: 'windoku', seed: 2 }, '6034e1168f1bb294'],
  [{ rules: 'jigsaw', seed: 1 }, '360a91c6c52c76c4'],
  [{ rules: 'jigsaw', seed: 2 }, 'da5c46803c7e4968'],
  [{ rules: 'antiKnight', seed: 1 }, '8e66b0a064a72f82'],
  [{ rules: 'antiKnight', seed: 2 }, 'f326e56668f266b7'],
  [{ rules: 'antiKing', seed: 1 }, 'ba01bbc089f3935a'],
  [{ rules: 'antiKing', seed: 2 }, '25e60ffc8af075e9'],
  [{ rules: 'nonConsecutive', seed: 1 }, '8eb8f7ede5bf8535'],
  [{ rules: 'killer', seed: 1 }, '5f425a4dc7028afe'],
  [{ rules: 'killer', seed: 2 }, '20fe5addbcf90706'],
  [{ rules: 'thermo', seed: 1 }, 'a37aef0d08ec83f5'],
  [{ rules: 'thermo', seed: 2 }, '2d2cf5362a8a1d8f'],
  [{ rules: 'arrow', seed: 1 }, 'd5ba84a93ca717fa'],
  [{ rules: 'arrow', seed: 2 }, '956f5818aca189bd'],
  [{ rules: 'kropki', seed: 1 }, '42509da28b2f266d'],
  [{ rules: 'kropki', seed: 2 }, 'a9a45bfc3abd2fd7'],
  [{ rules: 'xv', seed: 1 }, '48b11747d3e9300e'],
  [{ rules: 'xv', seed: 2 }, '1180557d8b01664d'],
  [{ rules: ['killer', 'x'], seed: 4 }, 'fbd18fd9412ee04f'],
  [{ rules: ['thermo', 'arrow'], seed: 4 }, '0fd95a2189078dbd'],
  [{ rules: 'kropki', size: 6, seed: 4 }, 'e066a2e38aafbb71'],
  [{ rules: 'killer', size: 4, seed: 4 }, '686b9e3a1aeb2bba'],
  [{ rules: 'jigsaw', size: 6, seed: 4 }, '4ba7206e63e54963'],
];

describe('generateVariantSync: seeds of the existing families', () => {
  it.each(RECORDED)('%j makes the puzzle it made before', (options, fingerprint) => {
    const made = generateVariantSync(options);
    expect(createHash('sha256').update(JSON.stringify(made)).digest('hex').slice(0, 16)).toBe(fingerprint);
  });
});
