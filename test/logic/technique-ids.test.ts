/**
 * The technique ids alone (src/logic/techniques/ids.ts) against the techniques
 * (src/logic/techniques/index.ts): each list of ids is its list's ids, in its order, so a
 * technique added, renamed or moved there must be so here too.
 */
import { describe, expect, it } from 'vitest';
import { EXTRA_TECHNIQUES, HEAVY_TECHNIQUES, TECHNIQUES } from '../../src/logic/techniques/index.js';
import { EXTRA_TECHNIQUE_IDS, HEAVY_TECHNIQUE_IDS, isTechniqueId, TECHNIQUE_IDS } from '../../src/logic/techniques/ids.js';

describe('technique ids', () => {
  it('are the ids of the three lists, in their order', () => {
    expect(TECHNIQUE_IDS).toEqual(TECHNIQUES.map((t) => t.id));
    expect(EXTRA_TECHNIQUE_IDS).toEqual(EXTRA_TECHNIQUES.map((t) => t.id));
    expect(HEAVY_TECHNIQUE_IDS).toEqual(HEAVY_TECHNIQUES.map((t) => t.id));
  });

  it('name every technique and nothing else', () => {
    for (const t of [...TECHNIQUES, ...EXTRA_TECHNIQUES, ...HEAVY_TECHNIQUES]) expect(isTechniqueId(t.id)).toBe(true);
    for (const id of ['', 'X-Wing', 'x-wing ', 'guess', 'xwing']) expect(isTechniqueId(id)).toBe(false);
  });
});
