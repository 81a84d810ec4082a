import {
  MAX_SUGGESTIONS,
  MIN_PREFIX,
  nearPartNumbers,
  PREFIXES_PER_REQUEST,
  prefixesToAsk,
  prefixFilter,
  prefixGroups,
  searchPrefix,
  searchPrefixes,
} from '../../../../../../src/taskpane/features/bom/logic/nearPartNumbers';
import { hasPartnoShape, lookAlikeKey } from '../../../../../../src/core';

describe('searchPrefix', () => {
  test('the first two-thirds of the part number: a typo in its last third still finds its neighbours', () => {
    expect(searchPrefix('OCM188R71H104KA01X')).toBe('OCM188R71H10');
    expect(searchPrefix(' OIH4NGS4R7MD0L ')).toBe('OIH4NGS4R7');
  });

  test(`never shorter than ${MIN_PREFIX} characters; none for a shorter part number`, () => {
    expect(searchPrefix('ABCDE')).toBe('ABCD');
    expect(searchPrefix('ABCD')).toBe('ABCD');
    expect(searchPrefix('ABC')).toBeUndefined();
    expect(searchPrefix('  ')).toBeUndefined();
  });
});

describe('prefixesToAsk', () => {
  test('each once, whatever the case, sorted, none covered by a shorter one', () => {
    expect(
      prefixesToAsk(['OCM188R71H104KA01X', 'ocm188r71h104ka01y', 'ABCDE', 'ABCDEFGHIJ', 'XY', 'OIH4NGS4R7MD0Q']),
      // S beside the digit 4 may be a 5 copied by eye: that prefix is asked too.
    ).toEqual(['ABCD', 'OCM188R71H10', 'OIH4NG54R7', 'OIH4NGS4R7']);
  });

  test('a letter beside a digit is also asked as the digit it looks like: O as 0, I and l as 1, S as 5, B as 8, Z as 2', () => {
    expect(searchPrefixes('OIC4NGS15OMD0K')).toEqual(['OIC4NGS15O', 'OIC4NGS150', 'OIC4NG515O']);
    // A digit between letters is asked as the letters it looks like; no swap where nothing looks alike.
    expect(searchPrefixes('ABCDE0FGHIJK')).toEqual(['ABCDE0FG', 'ABCDEOFG']);
    expect(searchPrefixes('OCM188R71H104KA01D')).toEqual(['OCM188R71H10']);
    expect(searchPrefixes('XY')).toEqual([]);
  });
});

describe('prefixGroups', () => {
  const prefixes = (count: number): string[] => Array.from({ length: count }, (_, index) => `P${1000 + index}`);

  test('as few requests as the answer size allows, never more than the cap, the prefixes spread evenly', () => {
    expect(prefixGroups(prefixes(3), 3)).toEqual([prefixes(3)]);
    expect(prefixGroups(prefixes(PREFIXES_PER_REQUEST), 3)).toHaveLength(1);
    expect(prefixGroups(prefixes(PREFIXES_PER_REQUEST + 1), 3).map((group) => group.length)).toEqual([11, 10]);
    const many = prefixGroups(prefixes(500), 3);
    expect(many.map((group) => group.length)).toEqual([167, 167, 166]);
    expect(many.flat()).toEqual(prefixes(500));
  });

  test('none for nothing to ask, or no request allowed', () => {
    expect(prefixGroups([], 3)).toEqual([]);
    expect(prefixGroups(prefixes(2), 0)).toEqual([]);
  });

  test('one multi-value startswith condition (spec 4.3 rule 1)', () => {
    expect(prefixFilter(['AB', 'CD'])).toEqual({
      conditions: [{ kind: 'string', item: 'Partno', operator: 'startswith', values: ['AB', 'CD'] }],
    });
  });
});

describe('nearPartNumbers', () => {
  const CANDIDATES = [
    'OCM188R71H104KA01D',
    'OCM188R71H104KA01J',
    'OCM188R71H104KA02D',
    'OCM188R71H104KA02J',
    'OCM188R71H105KA01D',
    'OIH4NGS4R7MD0L',
  ];

  test(`the closest real part numbers first, at most ${MAX_SUGGESTIONS}, case ignored`, () => {
    expect(nearPartNumbers(['ocm188r71h104ka01x'], CANDIDATES)).toEqual(
      new Map([['ocm188r71h104ka01x', ['OCM188R71H104KA01D', 'OCM188R71H104KA01J', 'OCM188R71H104KA02D']]]),
    );
  });

  test('a part number with nothing close gets no entry; each missing one is ranked on its own', () => {
    const near = nearPartNumbers(['ZZZZZZZZZZZZ', 'OIH4NGS4R7MD0Q', 'OIH4NGS4R7MD0Q'], CANDIDATES);
    expect(near).toEqual(new Map([['OIH4NGS4R7MD0Q', ['OIH4NGS4R7MD0L']]]));
  });

  test('a letter copied for a digit (O for 0, l for 1, S for 5, B for 8, Z for 2) comes first, before any edit', () => {
    const real = ['OIC4NGS150MD0K', 'OIC4NGS151MD0K', 'OIC4NGS120MD0K'];
    expect(nearPartNumbers(['OIC4NGS15OMD0K'], real).get('OIC4NGS15OMD0K')?.[0]).toBe('OIC4NGS150MD0K');
    expect(nearPartNumbers(['oic4ngsl5omdok'], real).get('oic4ngsl5omdok')?.[0]).toBe('OIC4NGS150MD0K');
    expect(lookAlikeKey('OIC4NGS15OMD0K')).toBe(lookAlikeKey('OIC4NGS150MD0K'));
    expect(lookAlikeKey('B2Z8')).toBe(lookAlikeKey('8z28'));
    expect(lookAlikeKey('OIC4NGS15OMD0K')).not.toBe(lookAlikeKey('OIC4NGS151MD0K'));
  });

  test('the same part number is no suggestion of itself', () => {
    expect(nearPartNumbers(['OIH4NGS4R7MD0L'], ['oih4ngs4r7md0l'])).toEqual(new Map());
  });
});

describe('hasPartnoShape: what can be a part number at all', () => {
  test.each(['OCM188R71H104KA01D', ' ocm188r71h104ka01d ', 'ABC-12/3.5#T', 'X_1+2,(3)'])('%s can', (text) => {
    expect(hasPartnoShape(text)).toBe(true);
  });
  test.each(['hello world!', 'OCM188 R71H', 'A;B', 'what?', '', '   ', 'a@b', '"OCM"'])('%s cannot', (text) => {
    expect(hasPartnoShape(text)).toBe(false);
  });
});
