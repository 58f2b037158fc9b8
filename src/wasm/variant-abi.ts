/**
 * The variant module's numeric ABI and instantiation: the variant engine, the compiler's
 * derived rules and the reader of f-puzzles grids, a WebAssembly module of their own beside the
 * core (assembly/variants.ts), so that a page solving classic puzzles does not carry them.
 *
 * Owns: the exports' TypeScript types, the views over the module's buffers and
 * {@link instantiateVariantCore} (ABI check, views re-created after memory growth). Does not
 * own: where the module comes from or which one is shared (variant-core.ts), what the engine,
 * the derivation and the reader do with the buffers (src/engine/variant-wasm.ts,
 * src/variant/compile/derive-module.ts, which keeps its own views,
 * src/variant/formats/fpuzzles-grid-scan.ts).
 */
import type { WasmModule } from './global-types.js';
import { instantiateChecked, viewsOver, type ModuleExports } from './instance.js';

/** The variant module's exports (assembly/variants.ts): numbers in, numbers out. */
export interface VariantExports extends ModuleExports {
  /** 1 in the SIMD128 build, 0 in the scalar one. */
  simdBuild(): number;
  /** Address of a variant program buffer of at least `words` words (may grow memory). */
  variantProgramPtr(words: number): number;
  /** Starts a variant search on the program buffer (`union` 1: keep the union of its solutions): 0, or -1 for an unsound program. */
  variantStart(words: number, limit: number, union: number): number;
  variantRun(maxNodes: number): number;
  variantCount(): number;
  variantNodes(): number;
  variantSolutionPtr(): number;
  variantUnionPtr(): number;
  /** The compiler's derived rules (assembly/variant/derive.ts): the input and output buffers, and the walk (words written, or -1: derive in TypeScript). */
  deriveInPtr(): number;
  deriveInWords(): number;
  deriveOutPtr(): number;
  deriveOutWords(): number;
  derive(): number;
  fpuzzlesTextPtr(): number;
  fpuzzlesTextCapacity(): number;
  fpuzzlesCellsPtr(): number;
  /**
   * Reads the grid of the f-puzzles JSON text in the first `length` bytes of `fpuzzlesText`:
   * its rows, or -1 when the text is not of the shape the module reads (assembly/text/fpuzzles-grid.ts).
   */
  fpuzzlesGrid(length: number): number;
  /** Where the last `fpuzzlesGrid` found the grid's value (byte offsets, which are the text's: all ASCII). */
  fpuzzlesGridStart(): number;
  fpuzzlesGridEnd(): number;
  fpuzzlesDigitsPtr(): number;
  /**
   * Whether the grid `fpuzzlesGrid` read last (`rows` rows) is a classic 9×9 one (no region,
   * givens 1-9, no digit twice in a house): 1, with its givens in `fpuzzlesDigits`; else 0.
   */
  fpuzzlesClassicDigits(rows: number): number;
}

/** Typed-array views over the module's fixed buffers, valid until memory grows. */
export interface VariantViews {
  /** The variant search's first solution, 81 bytes (N² used). */
  readonly variantSolution: Uint8Array;
  /** The union of its solutions, 81 u16 (N² used; bit d − 1: some solution puts d there). */
  readonly variantUnion: Uint16Array;
  /** f-puzzles JSON text in (UTF-8), fpuzzlesTextCapacity() bytes. */
  readonly fpuzzlesText: Uint8Array;
  /** The cells `fpuzzlesGrid` read: 3 bytes a cell, row by row (value, given, region or 255), 81 cells. */
  readonly fpuzzlesCells: Uint8Array;
  /** A classic grid's 81 givens, 0 for a cell not given (`fpuzzlesClassicDigits`). */
  readonly fpuzzlesDigits: Uint8Array;
}

/**
 * An instantiated variant module. A longer program grows its memory, which detaches every view
 * made before: always go through {@link VariantCore.views}.
 */
export interface VariantCore {
  readonly exports: VariantExports;
  /** Current views (re-created after memory growth). */
  views(): VariantViews;
}

/** ABI version this wrapper speaks (assembly/variants.ts `abiVersion`). */
const VARIANT_ABI_VERSION = 4;

/**
 * Instantiates a variant module from a compiled module (or raw bytes) and checks its ABI.
 * @throws {Error} when the module speaks another ABI version than this wrapper
 */
export function instantiateVariantCore(source: WasmModule | Uint8Array): VariantCore {
  const exports = instantiateChecked<VariantExports>(source, 'variant module', VARIANT_ABI_VERSION, (x) => typeof x.variantStart === 'function');
  const views = viewsOver(exports.memory, (buffer): VariantViews => ({
    variantSolution: new Uint8Array(buffer, exports.variantSolutionPtr(), 81),
    variantUnion: new Uint16Array(buffer, exports.variantUnionPtr(), 81),
    fpuzzlesText: new Uint8Array(buffer, exports.fpuzzlesTextPtr(), exports.fpuzzlesTextCapacity()),
    fpuzzlesCells: new Uint8Array(buffer, exports.fpuzzlesCellsPtr(), 3 * 81),
    fpuzzlesDigits: new Uint8Array(buffer, exports.fpuzzlesDigitsPtr(), 81),
  }));
  return { exports, views };
}
