import { readToleranceWord, toleranceOfLetter } from '../../../../src/core/matching/toleranceCodes';

describe('tolerance letters', () => {
  it.each([
    ['W', { absolute: 5e-14 }],
    ['B', { absolute: 1e-13 }],
    ['C', { absolute: 2.5e-13 }],
    ['D', { absolute: 5e-13 }],
    ['F', { percent: 1 }],
    ['G', { percent: 2 }],
    ['J', { percent: 5 }],
    ['K', { percent: 10 }],
    ['M', { percent: 20 }],
    ['Z', { percent: 80 }],
  ])('capacitor %s', (letter, tolerance) => {
    expect(toleranceOfLetter(letter, 'capacitor')).toEqual({ text: letter, letter, ...tolerance });
  });

  it.each([
    ['B', { absolute: 1e-10 }],
    ['C', { absolute: 2e-10 }],
    ['S', { absolute: 3e-10 }],
    ['D', { absolute: 5e-10 }],
    ['G', { percent: 2 }],
    ['H', { percent: 3 }],
    ['J', { percent: 5 }],
    ['K', { percent: 10 }],
    ['M', { percent: 20 }],
    ['N', { percent: 30 }],
  ])('inductor %s', (letter, tolerance) => {
    expect(toleranceOfLetter(letter, 'inductor')).toEqual({ text: letter, letter, ...tolerance });
  });

  it('has no letter of the other kind of part', () => {
    expect(toleranceOfLetter('S', 'capacitor')).toBeUndefined();
    expect(toleranceOfLetter('Z', 'inductor')).toBeUndefined();
    expect(toleranceOfLetter('A', 'capacitor')).toBeUndefined();
  });
});

describe('readToleranceWord', () => {
  it.each([
    ['10%', { percent: 10 }],
    ['±5%', { percent: 5 }],
    ['+/-5%', { percent: 5 }],
    ['+-20%', { percent: 20 }],
    ['± 1 %', { percent: 1 }],
    ['+80/-20%', { percent: 80 }],
    ['-20/+80%', { percent: 80 }],
    ['+30-10%', { percent: 30 }],
    ['±0.25pF', { absolute: 2.5e-13, evidence: { part: 'capacitor' } }],
    ['±0.3nH', { absolute: 3e-10, evidence: { part: 'inductor' } }],
  ])('%s', (word, tolerance) => {
    expect(readToleranceWord(word)).toEqual({ kind: 'tolerance', text: word, ...tolerance });
  });

  it.each(['0%', '101%', '+80/+20%', '10', '±10', '0.25pF', '±0pF', '10%%'])('%s is no tolerance', (word) => {
    expect(readToleranceWord(word)).toBeUndefined();
  });
});
