/**
 * Technique names in sentences (src/logic/words.ts): the article, the prose form and the plural
 * of every technique name the package has (default, on-request and heavy lists, and the guess
 * step), against a table written by hand, so a new name must be added here with its forms.
 */
import { describe, expect, it } from 'vitest';
import { EXTRA_TECHNIQUES, HEAVY_TECHNIQUES, TECHNIQUES } from '../../src/index.js';
import { GUESS } from '../../src/logic/solver.js';
import { articleOf, countedName, pluralName, techniqueInSentence, withArticle } from '../../src/logic/words.js';

/** name → [the name with its article in prose, its plural]. */
const FORMS: Record<string, [string, string]> = {
  'Full House': ['a full house', 'Full Houses'],
  'Naked Single': ['a naked single', 'Naked Singles'],
  'Hidden Single': ['a hidden single', 'Hidden Singles'],
  'Locked Pair': ['a locked pair', 'Locked Pairs'],
  'Locked Triple': ['a locked triple', 'Locked Triples'],
  'Locked Candidates Type 1 (Pointing)': ['locked candidates type 1 (pointing)', 'Locked Candidates Type 1 (Pointing)'],
  'Locked Candidates Type 2 (Claiming)': ['locked candidates type 2 (claiming)', 'Locked Candidates Type 2 (Claiming)'],
  'Naked Pair': ['a naked pair', 'Naked Pairs'],
  'Naked Triple': ['a naked triple', 'Naked Triples'],
  'Hidden Pair': ['a hidden pair', 'Hidden Pairs'],
  'Hidden Triple': ['a hidden triple', 'Hidden Triples'],
  'Naked Quadruple': ['a naked quadruple', 'Naked Quadruples'],
  'Hidden Quadruple': ['a hidden quadruple', 'Hidden Quadruples'],
  'Chain and Pile Exclusion': ['a chain and pile exclusion', 'Chain and Pile Exclusions'],
  'X-Wing': ['an X-wing', 'X-Wings'],
  Swordfish: ['a swordfish', 'Swordfish'],
  Jellyfish: ['a jellyfish', 'Jellyfish'],
  'Remote Pair': ['a remote pair', 'Remote Pairs'],
  'BUG+1': ['a BUG+1', 'BUG+1s'],
  Skyscraper: ['a skyscraper', 'Skyscrapers'],
  '2-String Kite': ['a 2-string kite', '2-String Kites'],
  'Turbot Fish': ['a turbot fish', 'Turbot Fish'],
  'Empty Rectangle': ['an empty rectangle', 'Empty Rectangles'],
  'W-Wing': ['a W-wing', 'W-Wings'],
  'XY-Wing': ['an XY-wing', 'XY-Wings'],
  'XYZ-Wing': ['an XYZ-wing', 'XYZ-Wings'],
  'Uniqueness Test 1': ['a uniqueness test 1', 'Uniqueness Tests 1'],
  'Uniqueness Test 2': ['a uniqueness test 2', 'Uniqueness Tests 2'],
  'Uniqueness Test 3': ['a uniqueness test 3', 'Uniqueness Tests 3'],
  'Uniqueness Test 4': ['a uniqueness test 4', 'Uniqueness Tests 4'],
  'Uniqueness Test 5': ['a uniqueness test 5', 'Uniqueness Tests 5'],
  'Uniqueness Test 6': ['a uniqueness test 6', 'Uniqueness Tests 6'],
  'Hidden Rectangle': ['a hidden rectangle', 'Hidden Rectangles'],
  'Avoidable Rectangle Type 1': ['an avoidable rectangle type 1', 'Avoidable Rectangles Type 1'],
  'Avoidable Rectangle Type 2': ['an avoidable rectangle type 2', 'Avoidable Rectangles Type 2'],
  'Finned X-Wing': ['a finned X-wing', 'Finned X-Wings'],
  'Sashimi X-Wing': ['a sashimi X-wing', 'Sashimi X-Wings'],
  'Finned Swordfish': ['a finned swordfish', 'Finned Swordfish'],
  'Sashimi Swordfish': ['a sashimi swordfish', 'Sashimi Swordfish'],
  'Finned Jellyfish': ['a finned jellyfish', 'Finned Jellyfish'],
  'Sashimi Jellyfish': ['a sashimi jellyfish', 'Sashimi Jellyfish'],
  'Sue de Coq': ['a Sue de Coq', 'Sue de Coqs'],
  'Simple Colors Trap': ['a simple colors trap', 'Simple Colors Traps'],
  'Simple Colors Wrap': ['a simple colors wrap', 'Simple Colors Wraps'],
  'Multi Colors 1': ['multi colors 1', 'Multi Colors 1'],
  'Multi Colors 2': ['multi colors 2', 'Multi Colors 2'],
  'X-Chain': ['an X-chain', 'X-Chains'],
  'XY-Chain': ['an XY-chain', 'XY-Chains'],
  'Continuous Nice Loop': ['a continuous nice loop', 'Continuous Nice Loops'],
  'Discontinuous Nice Loop': ['a discontinuous nice loop', 'Discontinuous Nice Loops'],
  AIC: ['an AIC', 'AICs'],
  'Grouped Continuous Nice Loop': ['a grouped continuous nice loop', 'Grouped Continuous Nice Loops'],
  'Grouped Discontinuous Nice Loop': ['a grouped discontinuous nice loop', 'Grouped Discontinuous Nice Loops'],
  'Grouped AIC': ['a grouped AIC', 'Grouped AICs'],
  'ALS-XZ': ['an ALS-XZ', 'ALS-XZs'],
  'ALS-XY-Wing': ['an ALS-XY-wing', 'ALS-XY-Wings'],
  'ALS-XY-Chain': ['an ALS-XY-chain', 'ALS-XY-Chains'],
  'Franken X-Wing': ['a franken X-wing', 'Franken X-Wings'],
  'Franken Swordfish': ['a franken swordfish', 'Franken Swordfish'],
  'Finned Franken X-Wing': ['a finned franken X-wing', 'Finned Franken X-Wings'],
  'Finned Franken Swordfish': ['a finned franken swordfish', 'Finned Franken Swordfish'],
  'Forcing Chain Contradiction': ['a forcing chain contradiction', 'Forcing Chain Contradictions'],
  'Forcing Chain Verity': ['a forcing chain verity', 'Forcing Chain Verities'],
  'Forcing Net Contradiction': ['a forcing net contradiction', 'Forcing Net Contradictions'],
  'Forcing Net Verity': ['a forcing net verity', 'Forcing Net Verities'],
  'Forcing Net (+)': ['a forcing net (+)', 'Forcing Nets (+)'],
  'Nested Forcing Net': ['a nested forcing net', 'Nested Forcing Nets'],
  'Dual 2-String Kite': ['a dual 2-string kite', 'Dual 2-String Kites'],
  'Dual Empty Rectangle': ['a dual empty rectangle', 'Dual Empty Rectangles'],
  'Siamese Finned Swordfish': ['a siamese finned swordfish', 'Siamese Finned Swordfish'],
  'Siamese Finned Jellyfish': ['a siamese finned jellyfish', 'Siamese Finned Jellyfish'],
  'Siamese Sashimi Swordfish': ['a siamese sashimi swordfish', 'Siamese Sashimi Swordfish'],
  'Siamese Sashimi Jellyfish': ['a siamese sashimi jellyfish', 'Siamese Sashimi Jellyfish'],
  'Death Blossom': ['a death blossom', 'Death Blossoms'],
  'Template Set': ['a template set', 'Template Sets'],
  'Template Delete': ['a template delete', 'Template Deletes'],
  'Franken Jellyfish': ['a franken jellyfish', 'Franken Jellyfish'],
  'Finned Franken Jellyfish': ['a finned franken jellyfish', 'Finned Franken Jellyfish'],
  'Siamese Finned Franken Swordfish': ['a siamese finned franken swordfish', 'Siamese Finned Franken Swordfish'],
  'Siamese Finned Franken Jellyfish': ['a siamese finned franken jellyfish', 'Siamese Finned Franken Jellyfish'],
  'Mutant X-Wing': ['a mutant X-wing', 'Mutant X-Wings'],
  'Mutant Swordfish': ['a mutant swordfish', 'Mutant Swordfish'],
  'Mutant Jellyfish': ['a mutant jellyfish', 'Mutant Jellyfish'],
  'Finned Mutant X-Wing': ['a finned mutant X-wing', 'Finned Mutant X-Wings'],
  'Finned Mutant Swordfish': ['a finned mutant swordfish', 'Finned Mutant Swordfish'],
  'Finned Mutant Jellyfish': ['a finned mutant jellyfish', 'Finned Mutant Jellyfish'],
  'Siamese Finned Mutant Swordfish': ['a siamese finned mutant swordfish', 'Siamese Finned Mutant Swordfish'],
  'Siamese Finned Mutant Jellyfish': ['a siamese finned mutant jellyfish', 'Siamese Finned Mutant Jellyfish'],
  'Kraken Fish Type 1': ['a kraken fish type 1', 'Kraken Fish Type 1'],
  'Kraken Fish Type 2': ['a kraken fish type 2', 'Kraken Fish Type 2'],
  Guess: ['a guess', 'Guesses'],
};

const NAMES = [...TECHNIQUES, ...EXTRA_TECHNIQUES, ...HEAVY_TECHNIQUES, GUESS].map((t) => t.name);

describe('technique names in sentences', () => {
  it('every technique name has its forms in the table (and the table names no other)', () => {
    expect(new Set(NAMES)).toEqual(new Set(Object.keys(FORMS)));
  });

  it('proper nouns keep their capital in prose (the variant rules German and Dutch whispers)', () => {
    expect(techniqueInSentence('German whispers')).toBe('German whispers');
    expect(techniqueInSentence('Dutch whispers')).toBe('Dutch whispers');
    expect(techniqueInSentence('Killer cage')).toBe('killer cage');
  });

  it.each(NAMES)('%s: article and plural', (name) => {
    const [article, plural] = FORMS[name];
    expect(withArticle(name)).toBe(article);
    expect(pluralName(name)).toBe(plural);
  });

  it('counts: one in the singular, more in the plural; plurals work on prose names too', () => {
    expect(countedName(1, 'X-Wing')).toBe('1 X-Wing');
    expect(countedName(3, 'X-Wing')).toBe('3 X-Wings');
    expect(countedName(2, 'Swordfish')).toBe('2 Swordfish');
    expect(pluralName('hidden single')).toBe('hidden singles');
    expect(articleOf('Locked Candidates Type 1 (Pointing)')).toBe('');
    expect(articleOf('Uniqueness Test 1')).toBe('a');
    expect(articleOf('8-Cell Loop')).toBe('an');
  });
});
