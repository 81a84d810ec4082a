import {
  DESIGNATOR_HEADERS,
  FITTED_HEADERS,
  FOOTPRINT_HEADERS,
  normalizeHeader,
  NOT_FITTED_HEADERS,
  PART_NUMBER_HEADERS,
  QUANTITY_HEADERS,
} from '../../../src/words';

const SETS = {
  PART_NUMBER_HEADERS,
  QUANTITY_HEADERS,
  FOOTPRINT_HEADERS,
  DESIGNATOR_HEADERS,
  NOT_FITTED_HEADERS,
  FITTED_HEADERS,
};

test('normalizeHeader: case, width, spaces and the punctuation of "Part No." do not matter', () => {
  expect(normalizeHeader('Mfr_Part-Number')).toBe('mfrpartnumber');
  expect(normalizeHeader(' Part No. ')).toBe('partno');
  expect(normalizeHeader('ＰＣＢ　Ｆｏｏｔｐｒｉｎｔ')).toBe('pcbfootprint');
  expect(normalizeHeader('Qty: per board')).toBe('qtyperboard');
  expect(normalizeHeader('P/N')).toBe('p/n');
});

test.each(Object.entries(SETS))('%s holds its headers as normalizeHeader leaves them', (_name, headers) => {
  expect([...headers].filter((header) => normalizeHeader(header) !== header)).toEqual([]);
});

test('no header names two kinds of column: each is written once', () => {
  const kindsOf = new Map<string, string[]>();
  for (const [name, headers] of Object.entries(SETS)) {
    for (const header of headers) kindsOf.set(header, [...(kindsOf.get(header) ?? []), name]);
  }
  expect([...kindsOf].filter(([, kinds]) => kinds.length > 1)).toEqual([]);
});
