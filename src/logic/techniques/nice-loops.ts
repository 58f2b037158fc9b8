/**
 * STUB (to be written): Continuous Nice Loop, Discontinuous Nice Loop, AIC.
 */
import type { Technique } from '../types';

/** Continuous Nice Loop. */
export const continuousNiceLoop: Technique = {
  id: 'continuous-nice-loop',
  name: 'Continuous Nice Loop',
  code: '0706',
  score: 280,
  level: 'Unfair',
  find: () => false,
};

/** Discontinuous Nice Loop. */
export const discontinuousNiceLoop: Technique = {
  id: 'discontinuous-nice-loop',
  name: 'Discontinuous Nice Loop',
  code: '0707',
  score: 280,
  level: 'Unfair',
  find: () => false,
};

/** AIC. */
export const aic: Technique = {
  id: 'aic',
  name: 'AIC',
  code: '0708',
  score: 280,
  level: 'Unfair',
  find: () => false,
};
