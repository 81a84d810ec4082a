import {
  parseDownloadAddress,
  parseSearchResult,
  productsOfData,
  ResponseFormatError,
} from '../../../../src/core/client';
import { PartSpecError } from '../../../../src/core/errors';

const group = (...partnos: string[]) => ({
  Manufacturer: 'Murata',
  Lv1Category: 'Capacitors',
  Lv2Category: 'Ceramic Capacitors',
  Lv3Category: 'SMD',
  Products: partnos.map((Partno) => ({ Partno, Status: 'Mass production' })),
});

function formatError(run: () => unknown): ResponseFormatError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ResponseFormatError);
    expect(error).toBeInstanceOf(PartSpecError);
    return error as ResponseFormatError;
  }
  throw new Error('expected a ResponseFormatError');
}

describe('parseSearchResult (spec 2.2)', () => {
  test('HasMoreHits and the products of every group, each with its group’s category', () => {
    const result = parseSearchResult({
      HasMoreHits: true,
      Data: {
        CeramicCapacitorsSMD: group('GRM188R71H104KA93', 'GRM155R71C104KA88'),
        CeramicCapacitorsLead: group('RDER71H104K0P1H03B'),
        Inductors: group('LQW15AN1N0B00'),
      },
    });
    expect(result.hasMoreHits).toBe(true);
    expect(result.products.map((product) => [product.category, product.record.Partno])).toEqual([
      ['ceramicCapacitorsSMD', 'GRM188R71H104KA93'],
      ['ceramicCapacitorsSMD', 'GRM155R71C104KA88'],
      ['ceramicCapacitorsLead', 'RDER71H104K0P1H03B'],
      ['inductors', 'LQW15AN1N0B00'],
    ]);
  });

  test('groups in any order: products follow the answer’s order, categories follow the group', () => {
    const result = parseSearchResult({
      HasMoreHits: false,
      Data: { Inductors: group('L1', 'L2'), CeramicCapacitorsLead: group('R1'), CeramicCapacitorsSMD: group('G1') },
    });
    expect(result.hasMoreHits).toBe(false);
    expect(result.products.map((product) => `${product.category}:${product.record.Partno}`)).toEqual([
      'inductors:L1',
      'inductors:L2',
      'ceramicCapacitorsLead:R1',
      'ceramicCapacitorsSMD:G1',
    ]);
  });

  test('the records are kept whole', () => {
    const record = { Partno: 'GRM1', Specs: { Capacitance: 1e-7 }, ComplianceInfo: { RoHS: 'Yes' }, Extra: [1, 2] };
    const result = parseSearchResult({
      HasMoreHits: false,
      Data: { CeramicCapacitorsSMD: { Products: [record] } },
    });
    expect(result.products[0].record).toEqual(record);
  });

  test('a group this version does not know is skipped, whatever its shape', () => {
    const result = parseSearchResult({
      HasMoreHits: false,
      Data: {
        Resistors: group('RES1'),
        Inductors: group('L1'),
        ChipFerriteBeads: 'not even an object',
        Thermistors: { NoProducts: true },
      },
    });
    expect(result.products.map((product) => product.record.Partno)).toEqual(['L1']);
  });

  // The group name is looked up in a plain object literal, so names of Object.prototype members
  // ("constructor", "toString", ...) are taken for known groups and then fail the Products check.
  test('an unknown group named like an Object.prototype member is skipped too', () => {
    const result = parseSearchResult({
      HasMoreHits: false,
      Data: { constructor: { Info: 'x' }, Inductors: group('L1') },
    });
    expect(result.products.map((product) => product.record.Partno)).toEqual(['L1']);
  });

  test('no hits: empty Data gives no products', () => {
    expect(parseSearchResult({ HasMoreHits: false, Data: {} })).toEqual({ hasMoreHits: false, products: [] });
  });

  test('an empty Products list gives no products', () => {
    expect(parseSearchResult({ HasMoreHits: false, Data: { Inductors: group() } }).products).toEqual([]);
  });

  test.each([
    ['missing', { Data: {} }],
    ['a string', { HasMoreHits: 'true', Data: {} }],
    ['null', { HasMoreHits: null, Data: {} }],
  ])('HasMoreHits %s gives ResponseFormatError', (_what, json) => {
    const error = formatError(() => parseSearchResult(json));
    expect(error.message).toMatch(/unexpected form \(HasMoreHits is missing\)/);
    expect(error.message).toMatch(/Product Information Service v2\.2/);
  });

  test.each([null, undefined, 'text', 42, [], [{ HasMoreHits: false }]])(
    'an answer that is not an object (%p) gives ResponseFormatError',
    (json) => {
      formatError(() => parseSearchResult(json));
    },
  );

  test.each([
    ['an array', []],
    ['a string', 'none'],
    ['a number', 0],
  ])('Data that is %s gives ResponseFormatError', (_what, Data) => {
    const error = formatError(() => parseSearchResult({ HasMoreHits: false, Data }));
    expect(error.message).toMatch(/Data is not an object/);
  });

  test.each([
    ['missing', { Manufacturer: 'Murata' }],
    ['not a list', { Products: { Partno: 'L1' } }],
    ['null', { Products: null }],
  ])('a known group whose Products is %s gives ResponseFormatError naming the group', (_what, content) => {
    const error = formatError(() => parseSearchResult({ HasMoreHits: false, Data: { Inductors: content } }));
    expect(error.message).toMatch(/the group Inductors has no Products list/);
  });

  test('a known group that is not an object gives ResponseFormatError', () => {
    formatError(() => parseSearchResult({ HasMoreHits: false, Data: { CeramicCapacitorsSMD: null } }));
    formatError(() => parseSearchResult({ HasMoreHits: false, Data: { CeramicCapacitorsSMD: [] } }));
  });

  test.each([
    ['missing', { Status: 'NRND' }],
    ['a number', { Partno: 123 }],
    ['null', { Partno: null }],
  ])('a product whose Partno is %s gives ResponseFormatError naming the group', (_what, record) => {
    const error = formatError(() =>
      parseSearchResult({
        HasMoreHits: false,
        Data: { CeramicCapacitorsLead: { Products: [{ Partno: 'OK' }, record] } },
      }),
    );
    expect(error.message).toMatch(/a product of CeramicCapacitorsLead has no Partno/);
  });

  test('a product that is not an object gives ResponseFormatError', () => {
    formatError(() => parseSearchResult({ HasMoreHits: false, Data: { Inductors: { Products: ['L1'] } } }));
    formatError(() => parseSearchResult({ HasMoreHits: false, Data: { Inductors: { Products: [null] } } }));
  });
});

describe('productsOfData (the download file’s Data)', () => {
  test('reads the same group shape as a search answer', () => {
    expect(productsOfData({ CeramicCapacitorsSMD: group('G1') })).toEqual([
      { category: 'ceramicCapacitorsSMD', record: { Partno: 'G1', Status: 'Mass production' } },
    ]);
  });

  test('missing Data gives ResponseFormatError', () => {
    const error = formatError(() => productsOfData(undefined));
    expect(error.message).toMatch(/Data is not an object/);
  });
});

describe('parseDownloadAddress (spec 2.1)', () => {
  test('returns the record with its address', () => {
    const record = {
      Language: 'en',
      Category: 'inductors',
      ProductDataDownloadUrl: 'https://files.example/inductors/en/products.json?expires=1&signature=abc',
    };
    expect(parseDownloadAddress(record)).toEqual(record);
  });

  test.each([null, {}, { ProductDataDownloadUrl: 42 }, { Language: 'en', Category: 'inductors' }])(
    'no address in %p gives ResponseFormatError',
    (json) => {
      const error = formatError(() => parseDownloadAddress(json));
      expect(error.message).toMatch(/ProductDataDownloadUrl is missing/);
    },
  );
});
