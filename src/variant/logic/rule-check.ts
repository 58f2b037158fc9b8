/**
 * Which rules of a variant program the digits of a partly filled grid already break: each rule
 * record (a cage's sum, an arrow, a little killer, a sandwich, a renban …) is run alone by its
 * own handler (the TypeScript variant engine's rules.ts and arrows.ts, src/engine/variant-ts/) on masks where its filled cells hold their digit and every
 * other cell holds every digit; the rule is broken when the handler finds a conflict. A cell's
 * root candidates (odd, even) are broken by a digit outside them.
 *
 * Exact both ways, on the handlers' own terms: a handler returns false only when no completion
 * of the rule's cells exists (it is sound, or the engines would lose solutions), and when every
 * cell it reads is fixed it checks its rule exactly (the rules.ts header), so a full rule that does
 * not hold is always broken. The handlers read nothing but the rule's cells, the houses
 * meeting a cage (whose other cells hold every digit here, so they add nothing) and which of
 * its cells are peers (an arrow's shaft), so a rule is never blamed for another rule's digits.
 *
 * The same run, on a grid's candidates instead of its digits, gives what one rule alone narrows
 * its cells to ({@link RuleCheck.narrow}: the variant logic's steps, ./finders/): sound for the same
 * reason, a digit goes only when no filling of the rule's cells from their candidates keeps it.
 *
 * Owns: {@link RuleCheck}. Does not own: the handlers, the program (src/variant/compile/), what
 * houses and pair relations break (their checks are direct: the demo page's `Game.conflicts`).
 */
import { H_INIT, RULE_CAGE, RULE_LINEAR } from '../compile/program.js';
import { EXACT_STEPS, Propagator, RULE_STEPS } from '../../engine/variant-ts/propagate.js';
import { LoadedProgram } from '../../engine/variant-ts/program.js';
import { ruleCellsAt } from '../../engine/variant-ts/rules.js';

/** The rule records and root candidates of one variant program, checked against a grid. */
export class RuleCheck {
  private readonly program = new LoadedProgram();
  private readonly propagator = new Propagator();
  /** Each rule's cells (the words its record names them by). */
  private readonly ruleCells: Int32Array[] = [];

  /**
   * Loads `words`, a program of the package's compiler (`compileVariant`); compile it with no
   * givens and `derive: false`, so its root candidates are the rules' (odd, even) and its
   * records the puzzle's own rules, none derived from several (innies and outies).
   * @throws {RangeError} when the program is not one the engines accept
   */
  constructor(words: Int32Array) {
    if (!this.program.load(words)) throw new RangeError('sudoku-wasm: RuleCheck: expected a compiled variant program, got words the engines refuse');
    const p = this.program;
    this.propagator.prepare(p);
    this.propagator.masks = new Uint16Array(p.C);
    for (let r = 0; r < p.ruleCount; r++) {
      const at = words[p.rules + r];
      const first = ruleCellsAt(words, at);
      this.ruleCells.push(words.slice(first, first + words[at + 1]));
    }
  }

  /** How many rule records the program has. */
  get ruleCount(): number {
    return this.program.ruleCount;
  }

  /** The cells of rule record `rule` (0 … {@link ruleCount} − 1), as its record lists them. */
  cellsOf(rule: number): readonly number[] {
    return Array.from(this.ruleCells[rule]);
  }

  /**
   * Whether rule record `rule` can still hold with the digits of `values` (C cells, digit 1…N,
   * 0 = empty) on its cells: false when they break it.
   */
  holds(rule: number, values: ArrayLike<number>): boolean {
    const p = this.propagator;
    const masks = p.masks;
    const cells = this.ruleCells[rule];
    let filled = false;
    masks.fill(this.program.all);
    for (const c of cells) {
      if (values[c] === 0) continue;
      masks[c] = 1 << (values[c] - 1);
      filled = true;
    }
    if (!filled) return true;
    p.base = 0;
    p.queueRule(rule);
    let step = p.runWaitingRule(RULE_STEPS);
    // a cage's exact step (queued by its cheap one) sees what the cheap one missed
    while (step > 0) step = p.runWaitingRule(EXACT_STEPS);
    p.clear();
    return step === 0;
  }

  /**
   * The sum rule record `rule` says, for a cage (different digits adding up to `total`) or a
   * linear sum (Σ coefficients[i] · digit of cell i = `total`, in the order of {@link cellsOf});
   * undefined for records of other kinds.
   */
  sumOf(rule: number): { distinct: boolean; total: number; coefficients: number[] } | undefined {
    const { words, rules } = this.program;
    const at = words[rules + rule];
    const k = words[at + 1];
    if (words[at] === RULE_CAGE) return { distinct: true, total: words[at + 2], coefficients: new Array<number>(k).fill(1) };
    if (words[at] === RULE_LINEAR) return { distinct: false, total: words[at + 2], coefficients: Array.from(words.subarray(at + 3 + k, at + 3 + 2 * k)) };
    return undefined;
  }

  /**
   * What rule record `rule` alone leaves its cells when they hold `candidates` (C masks, bit
   * d − 1 for digit d; a filled cell holds its digit's bit) and every other cell holds every
   * digit: its handler run again until it narrows nothing more. The masks come in the order of
   * {@link cellsOf}; null when no filling of the rule's cells from those candidates keeps it.
   */
  narrow(rule: number, candidates: ArrayLike<number>): number[] | null {
    const p = this.propagator;
    const masks = p.masks;
    const cells = this.ruleCells[rule];
    const all = this.program.all;
    masks.fill(all);
    for (const c of cells) if ((masks[c] = candidates[c] & all) === 0) return null;
    p.base = 0;
    for (;;) {
      const before = Array.from(cells, (c) => masks[c]);
      p.queueRule(rule);
      let step = p.runWaitingRule(RULE_STEPS);
      while (step > 0) step = p.runWaitingRule(EXACT_STEPS);
      p.clear();
      if (step < 0) return null;
      if (cells.every((c, i) => masks[c] === before[i])) return before;
    }
  }

  /**
   * The cells that hold a digit in some rule `values` break (see {@link holds}), and the cells
   * holding a digit outside their root candidates (an odd cell's 4), ascending.
   */
  brokenCells(values: ArrayLike<number>): number[] {
    const { words, C } = this.program;
    const out = new Set<number>();
    const init = words[H_INIT];
    for (let c = 0; c < C; c++) if (values[c] !== 0 && (words[init + c] & (1 << (values[c] - 1))) === 0) out.add(c);
    for (let r = 0; r < this.ruleCells.length; r++) {
      if (this.holds(r, values)) continue;
      for (const c of this.ruleCells[r]) if (values[c] !== 0) out.add(c);
    }
    return [...out].sort((a, b) => a - b);
  }
}
