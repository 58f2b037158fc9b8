/**
 * The CLI's input edges, every command that reads puzzles: UTF-16 with a byte-order mark (as
 * Windows tools save text) read as its UTF-8 twin, UTF-16 without one refused (exit 3), a UTF-8
 * byte-order mark dropped; from a file and from standard input. A FILE that names no file and is
 * a puzzle but for a cell or two, or an f-puzzles payload alone.
 */
import { describe, expect, it } from 'vitest';
import { parseVariant, toFpuzzlesLink } from '../../src/index';
import { runCli, tempFiles } from './run-cli';

/** An easy puzzle: the logic commands answer it in milliseconds. */
const UNIQUE = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';

const { file } = tempFiles('sudoku-cli-edges-');

const TEXT = `# é comment\r\n${UNIQUE}\r\n\r\n${'.'.repeat(81)}\r\n${UNIQUE.slice(1)}\r\n`;

/** `text` in UTF-16 of byte order `order`, its byte-order mark first when `mark`. */
function utf16(text: string, order: 'le' | 'be', mark = true): Uint8Array {
  const buffer = Buffer.from((mark ? '\ufeff' : '') + text, 'utf16le');
  return order === 'le' ? buffer : buffer.swap16();
}

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

const COMMANDS: readonly (readonly string[])[] = [['validate'], ['solve'], ['count'], ['candidates'], ['rate'], ['explain'], ['hint'], ['dedupe']];

describe('input encodings, every command', () => {
  it.each(COMMANDS)('%s: UTF-16 with a mark (either order, file or stdin) and a UTF-8 mark read as UTF-8', async (...command) => {
    const plain = await runCli([...command, '--threads', '1', file(`${command[0]}.txt`, utf8(TEXT))]);
    expect(plain.code).toBe(0);
    expect(plain.stdout).not.toBe('');
    const le = file(`${command[0]}-le.txt`, utf16(TEXT, 'le'));
    for (const [args, input] of [
      [[le], undefined],
      [['-'], utf16(TEXT, 'be')],
      [['-'], utf8(`\ufeff${TEXT}`)],
    ] as const) {
      const r = await runCli([...command, ...args], { input });
      expect({ code: r.code, stdout: r.stdout }).toEqual({ code: 0, stdout: plain.stdout });
    }
  });

  it('UTF-16 without a byte-order mark: exit 3, nothing on stdout, the encoding and the way out named', async () => {
    for (const [order, name] of [['le', 'UTF-16LE'], ['be', 'UTF-16BE']] as const) {
      const path = file(`bare-${order}.txt`, utf16(TEXT, order, false));
      const r = await runCli(['validate', path]);
      expect(r.code).toBe(3);
      expect(r.stdout).toBe('');
      expect(r.stderr).toBe(
        `sudoku-wasm: cannot read '${path}': the input looks like ${name} text without a byte-order mark (a NUL byte every other byte); give it as UTF-8 (iconv -f ${name} -t UTF-8) or as UTF-16 with its byte-order mark\n`,
      );
      const piped = await runCli(['solve', '-'], { input: utf16(TEXT, order, false) });
      expect(piped.code).toBe(3);
      expect(piped.stderr).toContain(`cannot read standard input: the input looks like ${name} text`);
    }
  });
});

describe("a FILE that names no file and is a puzzle but for a cell or two", () => {
  it.each([
    [UNIQUE.slice(1), 80, 'a 9×9 line has 81'],
    [UNIQUE + '.', 82, 'a 9×9 line has 81'],
    ['.'.repeat(255), 255, 'a 16×16 line has 256'],
  ] as const)('%s: exit 3, the file error, then its cell count beside the nearest board', async (arg, cells, board) => {
    const r = await runCli(['validate', arg]);
    expect(r.code).toBe(3);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(`sudoku-wasm: cannot read '${arg}': no such file or directory (ENOENT); read as a puzzle, it has ${cells} cells (${board})\n`);
  });

  it.each(['no-such-file.txt', '2024-01-02', 'data/1234567890123456789'])('%s: the file error alone', async (arg) => {
    const r = await runCli(['validate', arg]);
    expect(r.code).toBe(3);
    expect(r.stderr).toBe(`sudoku-wasm: cannot read '${arg}': no such file or directory (ENOENT)\n`);
  });
});

describe('a FILE that names no file and is an f-puzzles payload alone (what follows ?load= in a link)', () => {
  const killer = { size: 9, grid: Array.from({ length: 9 }, () => Array.from({ length: 9 }, () => ({}))), killercage: [{ cells: ['R1C1', 'R1C2'], value: '3' }] };
  const link = toFpuzzlesLink(parseVariant(JSON.stringify(killer)));
  const payload = link.slice(link.indexOf('load=') + 'load='.length);

  it('is read as its link: the same verdict as the whole link gives', async () => {
    const [bare, whole] = [await runCli(['count', '--json', payload]), await runCli(['count', '--json', link])];
    expect(whole.code).toBe(0);
    expect(whole.stdout).toContain('"status":"multiple"');
    expect([bare.code, bare.stdout]).toEqual([whole.code, whole.stdout]);
  });

  it('one that does not decode is a file name still: the file error', async () => {
    const arg = `N4${'x'.repeat(90)}`;
    const r = await runCli(['validate', arg]);
    expect(r.code).toBe(3);
    expect(r.stderr).toBe(`sudoku-wasm: cannot read '${arg}': no such file or directory (ENOENT)\n`);
  });
});
