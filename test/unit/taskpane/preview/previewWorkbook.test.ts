import { MemoryWorkbook } from '../../../../src/office/workbook';
import { editText, type PreviewWorkbook } from '../../../../src/taskpane/preview/previewWorkbook';

function typedInto(text: string): MemoryWorkbook {
  const workbook = new MemoryWorkbook({ sheets: ['Sheet1'] });
  workbook.setCellText('Sheet1', 0, 0, text);
  return workbook;
}

describe('editText', () => {
  test('an empty cell edits as empty text', () => {
    expect(editText(undefined)).toBe('');
    expect(editText(new MemoryWorkbook({ sheets: ['Sheet1'] }).cell('Sheet1', 3, 3))).toBe('');
  });

  test.each([
    ['a number', '12', '12'],
    ['a negative decimal', '-1.5', '-1.5'],
    ['a number typed with thousands separators, as the number', '1,234', '1234'],
    ['TRUE', 'true', 'TRUE'],
    ['FALSE', 'FALSE', 'FALSE'],
    ['a formula, as typed', '=SUM(A1:A3)', '=SUM(A1:A3)'],
    ['text', 'OCM188R71H104KA01D', 'OCM188R71H104KA01D'],
    ['text that would be a number, with its quote', "'0402", "'0402"],
    ['text that would be a formula, with its quote', "'=x", "'=x"],
    ['text that would be TRUE, with its quote', "'TRUE", "'TRUE"],
  ])('%s', (_, typed, shown) => {
    expect(editText(typedInto(typed).cell('Sheet1', 0, 0))).toBe(shown);
  });

  test('what an edit starts from gives the same cell when committed unchanged (F2, Enter)', () => {
    for (const typed of ['12', '-0.25', '1e21', 'TRUE', '=A1*2', 'plain text', "'0402", "'=not a formula", "'FALSE"]) {
      const workbook = typedInto(typed);
      const before = workbook.cell('Sheet1', 0, 0);
      workbook.setCellText('Sheet1', 0, 0, editText(before));
      expect({ typed, cell: workbook.cell('Sheet1', 0, 0) }).toEqual({ typed, cell: before });
    }
  });

  test('cells written by a job: numbers as numbers, text as text, even text that looks like a number', () => {
    expect(editText({ value: 1e-7, quotePrefixed: false, numberFormat: '0.00E+00' })).toBe('1e-7');
    expect(editText({ value: '0402', quotePrefixed: true })).toBe("'0402");
    expect(editText({ value: false, quotePrefixed: false })).toBe('FALSE');
  });

  test('the in-memory workbook is what the preview grid draws', () => {
    const preview: PreviewWorkbook = new MemoryWorkbook({ sheets: ['Sheet1'] });
    preview.setCellText('Sheet1', 1, 1, "'0402");
    expect(editText(preview.cell('Sheet1', 1, 1))).toBe("'0402");
    expect(preview.displayText('Sheet1', 1, 1)).toBe('0402');
  });
});
