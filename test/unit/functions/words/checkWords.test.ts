import type { MatchCheck } from '../../../../src/core';
import { en } from '../../../../src/functions/words/en';
import { ja } from '../../../../src/functions/words/ja';
import { zh } from '../../../../src/functions/words/zh';

// A check of PART.MATCHLINE's Why in each language: parts alike are worded by the catalogue's `alike`, which
// the pane's Fill reads too, ending with where the cell's reader chooses.

const alike: MatchCheck = { kind: 'alike', count: 2, characteristics: ['X7T', 'X5R'], sizes: ['0402', '0603'] };

test.each([
  [en, '2 parts as good, differing in what the line does not state (0402, 0603, X7T, X5R): choose one'],
  [ja, '行に指定のない点 (0402, 0603, X7T, X5R) だけが異なる同等の部品が 2 個: 選択してください'],
  [zh, '2 个同样合适的元件仅在该行未指定之处不同（0402, 0603, X7T, X5R）：请选择'],
])('parts alike: %#', (words, said) => {
  expect(words.check(alike)).toBe(said);
});

test('one characteristic is no difference to say', () => {
  expect(en.check({ kind: 'alike', count: 3, characteristics: ['X7R'], sizes: ['0402'] })).toBe(
    '3 parts as good, differing in what the line does not state (0402): choose one',
  );
});
