/**
 * The technique lists: src/logic/techniques/ids.ts names them (ids only, for code that checks a
 * name without loading the techniques), src/logic/techniques/index.ts puts the techniques in
 * by id and refuses to load when an id has no technique or a technique is in no list.
 */
import { describe, expect, it } from 'vitest';
import { EXTRA_TECHNIQUES, HEAVY_TECHNIQUES, techniqueById, TECHNIQUES } from '../../src/logic/techniques/index.js';
import { EXTRA_TECHNIQUE_IDS, HEAVY_TECHNIQUE_IDS, isTechniqueId, TECHNIQUE_IDS } from '../../src/logic/techniques/ids.js';

describe('technique lists', () => {
  it('hold each technique once, in the order of their ids', () => {
    const lists: [readonly { id: string }[], readonly string[]][] = [[TECHNIQUES, TECHNIQUE_IDS], [EXTRA_TECHNIQUES, EXTRA_TECHNIQUE_IDS], [HEAVY_TECHNIQUES, HEAVY_TECHNIQUE_IDS]];
    for (const [techniques, ids] of lists) expect(techniques.map((t) => t.id)).toEqual(ids);
    expect([TECHNIQUES.length, EXTRA_TECHNIQUES.length, HEAVY_TECHNIQUES.length]).toEqual([67, 9, 14]);
    const all = [...TECHNIQUES, ...EXTRA_TECHNIQUES, ...HEAVY_TECHNIQUES];
    expect(new Set(all).size).toBe(all.length);
    expect(new Set(all.map((t) => t.id)).size).toBe(all.length);
    for (const t of all) expect(techniqueById(t.id)).toBe(t);
  });

  it('name every technique and nothing else', () => {
    for (const t of [...TECHNIQUES, ...EXTRA_TECHNIQUES, ...HEAVY_TECHNIQUES]) expect(isTechniqueId(t.id)).toBe(true);
    for (const id of ['', 'X-Wing', 'x-wing ', 'guess', 'xwing']) expect(isTechniqueId(id)).toBe(false);
  });
});
