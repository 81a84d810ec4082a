import { bomLayoutProblemText } from '../../../../../../src/taskpane/features/bom/wording/bomLayoutProblemText';

describe('bomLayoutProblemText: what to select, right in every case', () => {
  const ADVICE =
    'Select just the part-number cells under their header, then refresh again (if they have none, first insert a header row above them, e.g. "Part number").';

  test('part numbers, or a header PartSpec does not know, on row 1', () => {
    expect(bomLayoutProblemText({ kind: 'notAHeader', text: 'OCM188R71H104KA01D' })).toBe(
      `The selection starts on row 1 with "OCM188R71H104KA01D", which is not a part-number header PartSpec knows. ${ADVICE}`,
    );
    expect(bomLayoutProblemText({ kind: 'notAHeader', text: 'Component' })).toBe(
      `The selection starts on row 1 with "Component", which is not a part-number header PartSpec knows. ${ADVICE}`,
    );
  });

  test('a title on row 1 is quoted back cut to 40 characters', () => {
    const text = 'BOM of the main board, rev. C, for the pilot run in March';
    expect(bomLayoutProblemText({ kind: 'notAHeader', text })).toBe(
      `The selection starts on row 1 with "BOM of the main board, rev. C, for the …", which is not a part-number header PartSpec knows. ${ADVICE}`,
    );
  });

  test('a blank first cell', () => {
    expect(bomLayoutProblemText({ kind: 'noHeader' })).toBe(
      `The selection starts on row 1 with no part-number header PartSpec knows. ${ADVICE}`,
    );
  });

  test('no part numbers selected, or none under the header', () => {
    expect(bomLayoutProblemText({ kind: 'nothingSelected' })).toMatch(/holds no part numbers/);
    expect(bomLayoutProblemText({ kind: 'noPartsUnder', header: 'Part number' })).toBe(
      'There are no part numbers under "Part number": select the header and the part numbers below it.',
    );
  });
});
