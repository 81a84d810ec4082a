import fc from 'fast-check';
import { copiedText, parsePastedText } from '../../../../src/taskpane/preview/parsePastedText';
import { propertyRuns } from '../../../support/propertyRuns';

/**
 * A block as Excel puts it on the clipboard: cells joined by tabs, each row ended by CR LF (the last one
 * too), and a cell in double quotes, with its quotes doubled, when it holds a line break, a tab or a quote.
 */
function copiedByExcel(block: readonly (readonly string[])[]): string {
  const cell = (text: string): string => (/[\t\r\n"]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
  return block.map((row) => `${row.map(cell).join('\t')}\r\n`).join('');
}

describe('parsePastedText: rows and columns', () => {
  test('an empty paste is no block at all', () => {
    expect(parsePastedText('')).toEqual([]);
  });

  test('one cell, with or without the line break that ends a copied block', () => {
    expect(parsePastedText('100nF')).toEqual([['100nF']]);
    expect(parsePastedText('100nF\n')).toEqual([['100nF']]);
    expect(parsePastedText('100nF\r\n')).toEqual([['100nF']]);
    expect(parsePastedText('100nF\r')).toEqual([['100nF']]);
  });

  test('tabs separate columns and line breaks rows: LF, CR LF (Windows) and CR alone', () => {
    expect(parsePastedText('a\tb\nc\td\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(parsePastedText('a\tb\r\nc\td\r\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(parsePastedText('a\r\nb\nc\rd')).toEqual([['a'], ['b'], ['c'], ['d']]);
  });

  test('CR LF is one line break, not a row and an empty row', () => {
    expect(parsePastedText('a\r\n\r\nb\r\n')).toEqual([['a'], [''], ['b']]);
  });

  test('one empty cell copied (a line break alone) is one empty cell, which clears the cell pasted on', () => {
    expect(parsePastedText('\r\n')).toEqual([['']]);
    expect(parsePastedText('\n')).toEqual([['']]);
  });

  test('empty cells keep their place: leading, inner and trailing tabs', () => {
    expect(parsePastedText('\ta\t\tb\t\r\n')).toEqual([['', 'a', '', 'b', '']]);
    expect(parsePastedText('a\t')).toEqual([['a', '']]);
    expect(parsePastedText('\t')).toEqual([['', '']]);
  });

  test('empty rows inside and at the end of a block are kept; only the final line break adds no row', () => {
    expect(parsePastedText('a\n\nb\n')).toEqual([['a'], [''], ['b']]);
    expect(parsePastedText('a\n\n')).toEqual([['a'], ['']]);
  });

  test('rows of different lengths stay as they are', () => {
    expect(parsePastedText('Part number\tQty\tNote\nOCM188R71H104KA01D\t10\n')).toEqual([
      ['Part number', 'Qty', 'Note'],
      ['OCM188R71H104KA01D', '10'],
    ]);
  });

  test('spaces and text in any script are the cells own', () => {
    expect(parsePastedText(' 品番 \t型号\n 0.1 µF \t±10%\n')).toEqual([
      [' 品番 ', '型号'],
      [' 0.1 µF ', '±10%'],
    ]);
  });

  test('a block wider than Excel (16,384 columns) is read whole: the grid, not the parser, decides what fits', () => {
    const row = Array.from({ length: 16_385 }, (_, index) => String(index));
    const block = parsePastedText(`${row.join('\t')}\r\n`);
    expect(block).toHaveLength(1);
    expect(block[0]).toHaveLength(16_385);
    expect(block[0].at(-1)).toBe('16384');
  });
});

describe('parsePastedText: cells Excel puts in quotes', () => {
  test('a cell holding a line break (Alt+Enter) keeps it, and still ends at its tab', () => {
    expect(parsePastedText('"line 1\nline 2"\tnext\r\n')).toEqual([['line 1\nline 2', 'next']]);
    expect(parsePastedText('a\t"line 1\r\nline 2"\r\nb\tc\r\n')).toEqual([
      ['a', 'line 1\r\nline 2'],
      ['b', 'c'],
    ]);
  });

  test('a quoted cell last in its row, and last in the block', () => {
    expect(parsePastedText('x\t"two\nlines"\r\n')).toEqual([['x', 'two\nlines']]);
    expect(parsePastedText('"two\nlines"')).toEqual([['two\nlines']]);
    expect(parsePastedText('"two\nlines"\ry')).toEqual([['two\nlines'], ['y']]);
  });

  test('"" inside quotes is one "', () => {
    expect(parsePastedText('"say ""hi"""\r\n')).toEqual([['say "hi"']]);
    expect(parsePastedText('"12"""\t"a""b"\r\n')).toEqual([['12"', 'a"b']]);
    expect(parsePastedText('""""\r\n')).toEqual([['"']]);
  });

  test('a quoted tab is part of the cell', () => {
    expect(parsePastedText('"a\tb"\tc\r\n')).toEqual([['a\tb', 'c']]);
  });

  test('an empty quoted cell is an empty cell', () => {
    expect(parsePastedText('""\tx\r\n')).toEqual([['', 'x']]);
    expect(parsePastedText('""')).toEqual([['']]);
  });

  test('quotes inside a cell that does not start with one are plain characters', () => {
    expect(parsePastedText('He said "hi"\tx\n')).toEqual([['He said "hi"', 'x']]);
    expect(parsePastedText('12"\t3\n')).toEqual([['12"', '3']]);
  });

  test('a leading quote that does not close a cell is a plain character (text from elsewhere than Excel)', () => {
    expect(parsePastedText('"5" screen\tx\n')).toEqual([['"5" screen', 'x']]);
    expect(parsePastedText('"unclosed\tx\ny\n')).toEqual([['"unclosed', 'x'], ['y']]);
    expect(parsePastedText('"\n')).toEqual([['"']]);
  });

  test('whatever Excel copies is read back cell for cell', () => {
    const text = fc.string({
      unit: fc.constantFrom('a', 'Z', '0', ' ', '"', '\t', '\n', '\r', 'µ', '品'),
      maxLength: 8,
    });
    const block = fc.array(fc.array(text, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(block, (cells) => {
        expect(parsePastedText(copiedByExcel(cells))).toEqual(cells);
      }),
      { numRuns: propertyRuns(500) },
    );
  });
});

describe('copiedText', () => {
  it.each([
    ['plain', 'plain'],
    ['two\tcells', '"two\tcells"'],
    ['two\nlines', '"two\nlines"'],
    ['say "hi"', '"say ""hi"""'],
  ])('%j is put on the clipboard as %j', (text, copied) => {
    expect(copiedText(text)).toBe(copied);
  });

  it('reads back through parsePastedText as the same one cell', () => {
    for (const text of ['a\tb', 'line\r\nbreak', '"quoted"', 'x""y']) {
      expect(parsePastedText(`${copiedText(text)}\n`)).toEqual([[text]]);
    }
  });
});
