import type { MatchCheck } from '../../../../src/core';
import { catalogueCheck } from '../../../../src/functions/words/catalogueMatchLines';
import { en, ja, zh } from '../../../../src/words';

// A check of PART.MATCHLINE's Why in each language, worded by the catalogue, which the pane's Fill reads too:
// parts alike by `alike`, ending with where the cell's reader chooses; a size inch and metric by
// `ambiguousSizeCheck` (the note of the reading says which was read).

const alike: MatchCheck = { kind: 'alike', count: 2, characteristics: ['X7T', 'X5R'], sizes: ['0402', '0603'] };

test.each([
  [en, '2 parts as good, differing in what the line does not state (0402, 0603, X7T, X5R): choose one'],
  [ja, '行に指定のない点 (0402, 0603, X7T, X5R) だけが異なる同等の部品が 2 個: 選択してください'],
  [zh, '2 个同样合适的元件仅在该行未指定之处不同（0402, 0603, X7T, X5R）：请选择'],
])('parts alike: %#', (words, said) => {
  expect(catalogueCheck(words, alike)).toBe(said);
});

test('one characteristic is no difference to say', () => {
  expect(catalogueCheck(en, { kind: 'alike', count: 3, characteristics: ['X7R'], sizes: ['0402'] })).toBe(
    '3 parts as good, differing in what the line does not state (0402): choose one',
  );
});

const ambiguous: MatchCheck = { kind: 'ambiguousSize', text: '0603', inch: '0603', metric: '1608' };

test.each([
  [en, '0603 has parts as inch and as metric: check which is meant'],
  [ja, '0603 はインチでもメートルでも部品があります: どちらか確認してください'],
  [zh, '0603 按英制和公制都有元件：请确认所指尺寸'],
])('a size inch and metric: %#', (words, said) => {
  expect(catalogueCheck(words, ambiguous)).toBe(said);
});
