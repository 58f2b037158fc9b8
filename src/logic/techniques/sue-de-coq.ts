/**
 * STUB (to be written): Sue de Coq.
 */
import type { Technique } from '../types';

/** Sue de Coq. */
export const sueDeCoq: Technique = {
  id: 'sue-de-coq',
  name: 'Sue de Coq',
  code: '1101',
  score: 250,
  level: 'Unfair',
  find: () => false,
};
