import { type PartDescription, readPartDescription, statedWords } from '../../../../src/core';

// What a message that says what was looked for lists: each requirement as written, in the order of the requirements.

describe('statedWords', () => {
  test('a capacitor line: value, size, characteristic, voltage and tolerance, whatever order they were written in', () => {
    expect(statedWords(readPartDescription('10% 16V X7R 0402 100nF'))).toEqual(['100nF', '0402', 'X7R', '16V', '10%']);
  });

  test('an inductor line: its current after its tolerance', () => {
    expect(statedWords(readPartDescription('2A 20% 4.7uH'))).toEqual(['4.7uH', '20%', '2A']);
  });

  test('a lead spacing, an SMD type and conductive adhesive are listed; soldering, which every line implies, is not', () => {
    const stated: PartDescription = {
      text: '',
      unread: [],
      notes: [],
      value: { quantity: 'Capacitance', value: 1e-8, text: '10n' },
      leadSpacing: { value: 0.005, text: 'P5mm' },
      smdType: 'Array',
      mounting: 'conductive adhesive',
    };
    expect(statedWords(stated)).toEqual(['10n', 'P5mm', 'Array', 'conductive adhesive']);
    expect(statedWords({ ...stated, mounting: 'soldering' })).toEqual(['10n', 'P5mm', 'Array']);
  });

  test('nothing stated, or stated by an empty text: nothing listed', () => {
    expect(statedWords({ text: '', unread: [], notes: [] })).toEqual([]);
    expect(
      statedWords({ text: '', unread: [], notes: [], value: { quantity: 'Capacitance', value: 1e-8, text: '' } }),
    ).toEqual([]);
  });
});
