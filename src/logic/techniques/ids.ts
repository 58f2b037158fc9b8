/**
 * The technique ids alone, without the techniques: what code that only checks a name needs
 * (the CLI refuses an unknown `--techniques` or `--exclude` id before any work, and
 * `validate`, `solve` and `count` do not load the human-style solver: about 360 KB bundled).
 *
 * Owns: the ids of the three lists of techniques/index.ts, in their order. Does not own: the
 * techniques, their order or which list holds which (index.ts: each list here mirrors its
 * list there, and test/logic/technique-ids.test.ts fails when they part).
 */

/** The ids of `TECHNIQUES` (index.ts), in its order (the order a solver tries them). */
export const TECHNIQUE_IDS: readonly string[] = [
  'full-house', 'naked-single', 'hidden-single', 'locked-pair', 'locked-triple',
  'locked-candidates-pointing', 'locked-candidates-claiming', 'naked-pair', 'naked-triple',
  'hidden-pair', 'hidden-triple', 'naked-quadruple', 'hidden-quadruple', 'subset-exclusion',
  'x-wing', 'swordfish', 'jellyfish', 'remote-pair', 'bug-plus-1', 'skyscraper', 'two-string-kite',
  'turbot-fish', 'empty-rectangle', 'w-wing', 'xy-wing', 'xyz-wing', 'uniqueness-1', 'uniqueness-2',
  'uniqueness-3', 'uniqueness-4', 'uniqueness-5', 'uniqueness-6', 'hidden-rectangle',
  'avoidable-rectangle-1', 'avoidable-rectangle-2', 'finned-x-wing', 'sashimi-x-wing',
  'finned-swordfish', 'sashimi-swordfish', 'finned-jellyfish', 'sashimi-jellyfish', 'sue-de-coq',
  'simple-colors-trap', 'simple-colors-wrap', 'multi-colors-1', 'multi-colors-2', 'x-chain',
  'xy-chain', 'continuous-nice-loop', 'discontinuous-nice-loop', 'aic',
  'grouped-continuous-nice-loop', 'grouped-discontinuous-nice-loop', 'grouped-aic', 'als-xz',
  'als-xy-wing', 'als-xy-chain', 'franken-x-wing', 'franken-swordfish', 'finned-franken-x-wing',
  'finned-franken-swordfish', 'forcing-chain-contradiction', 'forcing-chain-verity',
  'forcing-net-contradiction', 'forcing-net-verity', 'forcing-net-plus', 'forcing-net-nested',
];

/** The ids of `EXTRA_TECHNIQUES` (found on request only). */
export const EXTRA_TECHNIQUE_IDS: readonly string[] = [
  'dual-two-string-kite', 'dual-empty-rectangle', 'siamese-finned-swordfish',
  'siamese-finned-jellyfish', 'siamese-sashimi-swordfish', 'siamese-sashimi-jellyfish',
  'death-blossom', 'template-set', 'template-delete',
];

/** The ids of `HEAVY_TECHNIQUES` (found when asked for by id only). */
export const HEAVY_TECHNIQUE_IDS: readonly string[] = [
  'franken-jellyfish', 'finned-franken-jellyfish', 'siamese-finned-franken-swordfish',
  'siamese-finned-franken-jellyfish', 'mutant-x-wing', 'mutant-swordfish', 'mutant-jellyfish',
  'finned-mutant-x-wing', 'finned-mutant-swordfish', 'finned-mutant-jellyfish',
  'siamese-finned-mutant-swordfish', 'siamese-finned-mutant-jellyfish', 'kraken-fish-type-1',
  'kraken-fish-type-2',
];

const ALL_IDS = new Set([...TECHNIQUE_IDS, ...EXTRA_TECHNIQUE_IDS, ...HEAVY_TECHNIQUE_IDS]);

/** Whether `id` names a technique of any of the three lists. */
export function isTechniqueId(id: string): boolean {
  return ALL_IDS.has(id);
}
