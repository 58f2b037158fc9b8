/**
 * STUB (to be written): ALS-XZ, ALS-XY-Wing.
 */
import type { Technique } from '../types';

/** ALS-XZ. */
export const alsXz: Technique = {
  id: 'als-xz',
  name: 'ALS-XZ',
  code: '0901',
  score: 300,
  level: 'Unfair',
  find: () => false,
};

/** ALS-XY-Wing. */
export const alsXyWing: Technique = {
  id: 'als-xy-wing',
  name: 'ALS-XY-Wing',
  code: '0902',
  score: 320,
  level: 'Unfair',
  find: () => false,
};
