/**
 * The twins take the same steps on the 37 published variant puzzles of ../shared/variants: every
 * variant engine counts each example to 2 within a budget of {@link BUDGET} nodes, and all of
 * them end the same way (the same count, nodes and first solution, or all still running at the
 * budget). The generated sets rarely meet what these puzzles do (big killer cages whose houses
 * force a digit into them, long arrows, overlapping rules), so a step one engine narrows less
 * than the other shows up here as a different number of nodes.
 */
import { expect, it } from 'vitest';
import { compileVariant } from '../../../src/variant/compile/index';
import { parseVariant } from '../../../src/variant/index';
import { describeShared } from '../../support/shared';
import { readExamples } from '../formats/helpers';
import { VARIANT_ENGINES } from './engines';

/** Nodes each engine may take per example: 31 of the 37 finish within it. */
const BUDGET = 1_000;

describeShared('the variant engines on the published examples', (shared) => {
  const examples = readExamples(shared);
  const engines = VARIANT_ENGINES.map((e) => ({ name: e.name, search: e.create() }));

  it.each(examples.map((e, i) => [`${i + 1}. ${e.title}`, e] as const))('%s: every engine ends the same way', (_, e) => {
    const program = compileVariant(parseVariant(e.fpuzzles));
    const ends = engines.map(({ name, search }) => {
      search.start(program, 2);
      if (search.run(BUDGET) === 'paused') return { name, end: `more than ${BUDGET} nodes` };
      const out = new Uint8Array(program.size * program.size);
      const solution = search.readSolution(out) ? out.join('') : null;
      return { name, end: { count: search.count, nodes: search.nodes, solution } };
    });
    for (const { name, end } of ends.slice(1)) expect(end, `${name} against ${ends[0].name}`).toEqual(ends[0].end);
  });
});
