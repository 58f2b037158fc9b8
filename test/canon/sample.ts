/**
 * Test data of the canon tests: the puzzle lines of samples/sample.txt that are 9×9 puzzles
 * (unique, multiple and none alike; bad lines left out), without duplicates. Not a test file.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tryParseLine } from '../../src/text/index';

const path = fileURLToPath(new URL('../../samples/sample.txt', import.meta.url));
const cells = new Uint8Array(81);

/** The sample's well-formed puzzle lines, first copy of each. */
export const SAMPLE_PUZZLES: readonly string[] = [
  ...new Set(
    readFileSync(path, 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l !== '' && !l.startsWith('#') && tryParseLine(l, cells, 0) === null),
  ),
];
