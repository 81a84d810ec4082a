import { cardSections, propertyText } from '../../../../../src/taskpane/preview/formulas/cardText';
import { calculatedValueOf, resultGrid } from '../../../../../src/taskpane/preview/formulas/calculatedValue';
import { calculatedText } from '../../../../../src/taskpane/preview/formulas/calculatedWorkbook';

test('what a function returns, as a cell shows it', () => {
  expect(resultGrid('text')).toEqual([['text']]);
  expect(resultGrid([])).toEqual([['']]);
  // Ragged rows are padded as Excel pads them.
  expect(resultGrid([['a', 'b'], ['c']])).toEqual([
    ['a', 'b'],
    ['c', { error: '#N/A' }],
  ]);
  expect(calculatedValueOf(null)).toBe('');
  expect(calculatedValueOf(Number.NaN)).toEqual({ error: '#NUM!' });
  expect(calculatedValueOf({ code: '#N/A', message: 'Part not found: X' })).toEqual({
    error: '#N/A',
    message: 'Part not found: X',
  });
  expect(calculatedValueOf({ some: 'object' })).toEqual({ error: '#VALUE!' });
  const card = { type: 'Entity', text: 'P1', properties: {} };
  expect(calculatedValueOf(card)).toEqual({ card });
  expect([1e-7, true, { error: '#SPILL!' }, { card }, 'x'].map((value) => calculatedText(value as never))).toEqual([
    '1E-07',
    'TRUE',
    '#SPILL!',
    'P1',
    'x',
  ]);
});

test("a card's properties as its card shows them, every one once, in its sections' order", () => {
  const card = {
    type: 'Entity' as const,
    text: 'P1',
    properties: {
      Partno: { type: 'String', basicValue: 'P1' },
      Length: { type: 'FormattedNumber', basicValue: 0.0016, numberFormat: 'General" m"' },
      Capacitance: { type: 'FormattedNumber', basicValue: 1e-7, numberFormat: '##0.0##E+0" F"' },
      LastBuyDate: { type: 'FormattedNumber', basicValue: 46000, numberFormat: 'yyyy-mm-dd' },
      Standards: {
        type: 'Array',
        elements: [[{ type: 'String', basicValue: 'AEC-Q200' }], [{ type: 'String', basicValue: 'RoHS' }]],
      },
      Extra: { type: 'Boolean', basicValue: false },
    },
    layouts: {
      card: {
        sections: [
          { title: 'Part', properties: ['Partno', 'Length', 'Gone'] },
          { title: 'Specs', properties: ['Capacitance', 'LastBuyDate', 'Standards'] },
        ],
      },
    },
  };
  expect(cardSections(card)).toEqual([
    {
      title: 'Part',
      rows: [
        { name: 'Partno', text: 'P1' },
        { name: 'Length', text: '0.0016 m' },
      ],
    },
    {
      title: 'Specs',
      rows: [
        { name: 'Capacitance', text: '100.0E-9 F' },
        { name: 'LastBuyDate', text: '2025-12-09' },
        { name: 'Standards', text: 'AEC-Q200, RoHS' },
      ],
    },
    { title: '', rows: [{ name: 'Extra', text: 'FALSE' }] },
  ]);
  expect(propertyText({ type: 'WebImage', address: 'https://x/p.png' })).toBe('https://x/p.png');
});
