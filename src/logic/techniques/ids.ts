/**
 * The technique ids of the three lists, in order, without the techniques: the lists' one
 * definition. techniques/index.ts puts each technique in by its id; code that only checks a
 * name needs no more (the CLI refuses an unknown `--techniques` or `--exclude` id before any
 * work, and `validate`, `solve` and `count` do not load the human-style solver: about 360 KB
 * bundled).
 *
 * Owns: which techniques a solver tries and in what order ({@link TECHNIQUE_IDS}), which are
 * found on request ({@link EXTRA_TECHNIQUE_IDS}) or by id only ({@link HEAVY_TECHNIQUE_IDS}).
 * Does not own: the techniques (techniques/index.ts, which fails to load when an id here has
 * no technique or a technique is in no list).
 */

/** The techniques a solver tries (`TECHNIQUES`), easiest first, in the order it tries them. */
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

/** The techniques found on request only (`EXTRA_TECHNIQUES`). */
export const EXTRA_TECHNIQUE_IDS: readonly string[] = [
  'dual-two-string-kite', 'dual-empty-rectangle', 'siamese-finned-swordfish',
  'siamese-finned-jellyfish', 'siamese-sashimi-swordfish', 'siamese-sashimi-jellyfish',
  'death-blossom', 'template-set', 'template-delete',
];

/** The techniques found when asked for by id only (`HEAVY_TECHNIQUES`). */
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
