import {
  NOT_A_PART_NUMBER_TEXT,
  notFoundText,
} from '../../../../../../src/taskpane/features/bom/wording/partCellTexts';

describe('cell texts', () => {
  test('short and plain', () => {
    expect(notFoundText()).toBe('Not found');
    expect(notFoundText([])).toBe('Not found');
    expect(notFoundText(['A1', 'B2'])).toBe('Not found (did you mean A1, B2?)');
    expect(NOT_A_PART_NUMBER_TEXT).toBe('Not a part number');
  });
});
