import { listShown, RESULT_LIST_MAX, SHOW_MORE_STEP } from '../../../../src/taskpane/logic/resultLists';

test('a list shows what was asked for, and the button adds the next ones, never past the whole list', () => {
  expect(listShown(30, 3)).toEqual({ shown: 3, more: SHOW_MORE_STEP });
  expect(listShown(30, 3 + SHOW_MORE_STEP)).toEqual({ shown: 13, more: SHOW_MORE_STEP });
  expect(listShown(12, 3)).toEqual({ shown: 3, more: 9 });
  expect(listShown(12, 3 + SHOW_MORE_STEP)).toEqual({ shown: 12, more: 0 });
  expect(listShown(5, 3)).toEqual({ shown: 3, more: 2 });
  expect(listShown(3, 3)).toEqual({ shown: 3, more: 0 });
  expect(listShown(2, 3)).toEqual({ shown: 2, more: 0 });
  expect(listShown(0, 3)).toEqual({ shown: 0, more: 0 });
});

test('never past RESULT_LIST_MAX: the sheet has the rest', () => {
  expect(listShown(5000, RESULT_LIST_MAX - 4)).toEqual({ shown: RESULT_LIST_MAX - 4, more: 4 });
  expect(listShown(5000, RESULT_LIST_MAX + 50)).toEqual({ shown: RESULT_LIST_MAX, more: 0 });
});
