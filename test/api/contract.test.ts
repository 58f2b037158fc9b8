/**
 * Contract over every export of the package entry (hash-wasm's api.test pattern): nothing is
 * exported by accident, and nothing promised is missing.
 */
import { describe, expect, it } from 'vitest';
import * as api from '../../src/index';

const FUNCTIONS = [
  'solve',
  'someSolution',
  'countSolutions',
  'countSolutionsAsync',
  'trueCandidates',
  'trueCandidatesAsync',
  'isUnique',
  'validate',
  'validateAsync',
  'solveInto',
  'validateLines',
  'validateByteLines',
  'validateText',
  'validateAll',
  'findConflict',
  'formatGrid',
  'formatLine',
  'isPuzzleLine',
  'parsePuzzle',
  'tryParseLine',
  'getEngine',
  'getGeneralSearch',
  'generate',
  'generateSync',
  'generateGrid',
  'generatePuzzle',
  'generateVariant',
  'generateVariantSync',
  'parseBoard',
  'formatBoard',
  'tryParseBoardLine',
  'findBoardConflict',
  'cellPeers',
  'sudokuGraph',
  'graphToJSON',
  'graphToDot',
  'colorOf',
  'paletteFor',
  'formatColors',
  'initWasm',
  'hasWebAssembly',
  'useTypeScriptEngines',
  'useAllSizes',
  'usePrepass',
  'backtrack',
  'backtrackRuns',
  'backtrackTrace',
  'decodeTraceEvent',
  'logicSolve',
  'nextStep',
  'hint',
  'applyStep',
  'findAll',
  'rate',
  'registerSeForcing',
  'seLengthModifier',
  'gridFromPuzzle',
  'gridFromRemoved',
  'gridFromPencilMarks',
  'formatPencilMarks',
  'formatRemoved',
  'techniqueById',
  'notation',
  'digitName',
  'playerGrid',
  'findMistake',
  'gridOf',
  'canonicalize',
  'transform',
  'randomTransform',
  'parseVariant',
  'formatVariant',
  'toFpuzzles',
  'toFpuzzlesLink',
  'toSudokuPadLink',
  'useVariants',
  'useVariantLogic',
];
const CLASSES = ['SudokuParseError', 'BudgetExhaustedError', 'GenerateBudgetError', 'LogicError', 'ForcingBudgetError', 'StepSearchTimeUp', 'WasmBlockedError'];
const CONSTANTS = ['BUDGET_EXHAUSTED_BIT', 'MAX_LOGIC_BOX', 'TECHNIQUES', 'EXTRA_TECHNIQUES', 'HEAVY_TECHNIQUES', 'LEVELS', 'RATE_SCALES', 'SE_TABLE', 'SYMMETRIES', 'DEFAULT_FORCING_BUDGET', 'VARIANT_VERSION', 'VARIANT_GRADES'];

describe('package exports', () => {
  it('are exactly the documented ones', () => {
    expect(Object.keys(api).sort()).toEqual([...FUNCTIONS, ...CLASSES, ...CONSTANTS, 'CandidateGrid'].sort());
  });
  it.each([
    ['browser', () => import('../../src/browser')],
    ['url', () => import('../../src/url')],
  ])('the %s entry exports the same names', async (_name, load) => {
    expect(Object.keys(await load()).sort()).toEqual(Object.keys(api).sort());
  });
  it.each(FUNCTIONS)('%s is a function', (name) => {
    expect(typeof (api as Record<string, unknown>)[name]).toBe('function');
  });
  it('CandidateGrid is a class', () => {
    expect(new api.CandidateGrid(3).C).toBe(81);
  });
  it.each(CLASSES)('%s is an Error subclass', (name) => {
    const C = (api as Record<string, unknown>)[name] as { prototype: unknown };
    expect(C.prototype).toBeInstanceOf(Error);
  });
  it('engines follow the Engine contract on both backends', () => {
    for (const backend of ['wasm', 'ts'] as const) {
      const engine = api.getEngine(backend);
      expect(engine).toBe(api.getEngine(backend)); // shared, created once
      expect(typeof engine.countInto).toBe('function');
      expect(typeof engine.countBatch).toBe('function');
      expect(engine.name).toMatch(/^fast9-/);
    }
    expect(() => api.getEngine('gpu' as never)).toThrow(TypeError);
  });
});
