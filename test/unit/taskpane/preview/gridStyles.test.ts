import { tokens } from '@fluentui/react-components';
import { selectionShadow } from '../../../../src/taskpane/preview/gridStyles';

const NONE = { top: false, right: false, bottom: false, left: false };
const colour = tokens.colorBrandStroke1;

describe('selectionShadow', () => {
  test('a cell inside the selection, on none of its borders: no outline', () => {
    expect(selectionShadow(NONE, false)).toBeUndefined();
  });

  test('each border of the selection a cell lies on gets its side drawn', () => {
    expect(selectionShadow({ ...NONE, top: true }, false)).toBe(`inset 0 2px 0 0 ${colour}`);
    expect(selectionShadow({ ...NONE, bottom: true }, false)).toBe(`inset 0 -2px 0 0 ${colour}`);
    expect(selectionShadow({ ...NONE, left: true }, false)).toBe(`inset 2px 0 0 0 ${colour}`);
    expect(selectionShadow({ ...NONE, right: true }, false)).toBe(`inset -2px 0 0 0 ${colour}`);
  });

  test('a corner cell gets two sides; a one-cell-wide column all but one', () => {
    expect(selectionShadow({ ...NONE, top: true, left: true }, false)).toBe(
      `inset 0 2px 0 0 ${colour}, inset 2px 0 0 0 ${colour}`,
    );
    expect(selectionShadow({ top: false, right: true, bottom: true, left: true }, false)).toBe(
      `inset 0 -2px 0 0 ${colour}, inset 2px 0 0 0 ${colour}, inset -2px 0 0 0 ${colour}`,
    );
  });

  test('the active cell: a frame all round, whatever borders it lies on', () => {
    expect(selectionShadow(NONE, true)).toBe(`inset 0 0 0 2px ${colour}`);
    expect(selectionShadow({ top: true, right: true, bottom: true, left: true }, true)).toBe(
      `inset 0 0 0 2px ${colour}`,
    );
  });
});
