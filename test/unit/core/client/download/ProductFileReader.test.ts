/**
 * ProductFileReader cuts a category file into products as its bytes arrive and gives each to JSON.parse. These
 * tests hold it to the whole file decoded and parsed at once (productsOfData of JSON.parse), wherever the
 * bytes are cut, and to the typed error for a file cut short or broken, with never a wrong product on the way.
 * (download.stream.test.ts holds fetchProductFile, which uses it, to the same on generated files.)
 */
import { productsOfData, ResponseFormatError } from '../../../../../src/core/client';
import { ProductFileReader } from '../../../../../src/core/client/download/ProductFileReader';
import type { Product } from '../../../../../src/core';

const encode = (text: string): Uint8Array => new TextEncoder().encode(text);

interface Reading {
  /** Every product given, in order, whether or not the file then failed. */
  readonly given: Product[];
  /** The error `end` threw, if any. */
  readonly error?: ResponseFormatError;
}

/** Reads `pieces` one after the other, then ends. */
function read(pieces: readonly Uint8Array[]): Reading {
  const given: Product[] = [];
  const reader = new ProductFileReader((product) => given.push(product));
  try {
    for (const piece of pieces) reader.write(piece);
    reader.end();
  } catch (error) {
    if (!(error instanceof ResponseFormatError)) throw error;
    return { given, error };
  }
  return { given };
}

/** The whole text decoded and parsed at once. */
function wholeFile(bytes: Uint8Array): Product[] {
  const json = JSON.parse(new TextDecoder().decode(bytes)) as { Data?: unknown };
  return productsOfData(json.Data);
}

const cutIn = (bytes: Uint8Array, ...places: number[]): Uint8Array[] => {
  const ends = [...places, bytes.length];
  return ends.map((end, index) => bytes.slice(index === 0 ? 0 : ends[index - 1], end));
};

const oneByteEach = (bytes: Uint8Array): Uint8Array[] => Array.from(bytes, (byte) => Uint8Array.of(byte));

/** Strings that look like the end of a string, a product or the list, but are inside a string. */
const TRICKY = [
  'a quote " inside',
  'braces } and { and brackets ] [',
  '"}]},{"Partno":"FAKE","Products":[',
  'ends on a backslash \\',
  '\\',
  '\\\\',
  '\\"',
  'a\\\\"b',
  'escapes \b \f \n \r \t \u0001 \u001f /',
  '\u2028\u2029',
];

/** A small file with every kind of string and value a product holds, and 2-, 3- and 4-byte characters. */
const SAMPLE = {
  Data: {
    CeramicCapacitorsSMD: {
      Manufacturer: '株式会社オルヴェイン "Orvane" {SMD}',
      Products: [
        {
          Partno: 'OCA1555C1H821FA01D',
          Tricky: TRICKY,
          Keys: Object.fromEntries(TRICKY.map((text, index) => [text, index])),
          Dimension: 'L 1±0.05mm × W 0.5±0.05mm, -55°C〜125°C',
          Emoji: '😀 𝄞 𠀀',
          Numbers: [0, -0.5, 1e-12, 8.2e-10, 123456789, -1, 1.5e300],
          Literals: [true, false, null],
          Nested: { a: [[], {}, [{ b: [1, { c: 'd' }] }]], e: {} },
        },
        { Partno: 'OCA1555C1H822FA01D', Series: '高周波回路用', Empty: '', Tricky: TRICKY.slice(3) },
        { Partno: 'OCA\\"}]1', Note: '\\' },
      ],
    },
    Inductors: { Manufacturer: 'Orvane', Products: [{ Partno: 'OLQ15AN1N0B00', Inductance: '1.0µH' }] },
  },
};
const SAMPLE_BYTES = encode(JSON.stringify(SAMPLE));
const SAMPLE_PRODUCTS = wholeFile(SAMPLE_BYTES);

/** The same file as a person or another service might lay it out: white space wherever JSON allows it. */
const SAMPLE_SPACED = encode(`\r\n ${JSON.stringify(SAMPLE, null, '\t').replace(/\n/g, '\r\n  ')} \n\t`);

describe('ProductFileReader: products as JSON.parse of the whole gives them', () => {
  test('the sample holds what the tests below need', () => {
    expect(SAMPLE_PRODUCTS.map((product) => product.record.Partno)).toEqual([
      'OCA1555C1H821FA01D',
      'OCA1555C1H822FA01D',
      'OCA\\"}]1',
      'OLQ15AN1N0B00',
    ]);
    // 2-, 3- and 4-byte characters.
    expect(SAMPLE_BYTES.some((byte) => byte >= 0xc2 && byte <= 0xdf)).toBe(true);
    expect(SAMPLE_BYTES.some((byte) => byte >= 0xe0 && byte <= 0xef)).toBe(true);
    expect(SAMPLE_BYTES.some((byte) => byte >= 0xf0 && byte <= 0xf4)).toBe(true);
  });

  test('cut in two at every byte boundary, the file gives exactly the whole file’s products', () => {
    for (let cut = 0; cut <= SAMPLE_BYTES.length; cut += 1) {
      expect(read(cutIn(SAMPLE_BYTES, cut))).toEqual({ given: SAMPLE_PRODUCTS });
    }
  });

  test('cut in three at every pair of boundaries a few bytes apart, the same', () => {
    for (let first = 0; first < SAMPLE_BYTES.length; first += 1) {
      for (const gap of [1, 2, 3, 5]) {
        const second = Math.min(first + gap, SAMPLE_BYTES.length);
        expect(read(cutIn(SAMPLE_BYTES, first, second))).toEqual({ given: SAMPLE_PRODUCTS });
      }
    }
  });

  test('one byte at a time, and all at once, the same', () => {
    expect(read(oneByteEach(SAMPLE_BYTES))).toEqual({ given: SAMPLE_PRODUCTS });
    expect(read([SAMPLE_BYTES])).toEqual({ given: SAMPLE_PRODUCTS });
  });

  test('white space wherever JSON allows it (CR LF, tabs, before and after the file) changes nothing', () => {
    expect(wholeFile(SAMPLE_SPACED)).toEqual(SAMPLE_PRODUCTS);
    for (let cut = 0; cut <= SAMPLE_SPACED.length; cut += 1) {
      expect(read(cutIn(SAMPLE_SPACED, cut))).toEqual({ given: SAMPLE_PRODUCTS });
    }
  });

  test('3- and 4-byte characters cut at each of their bytes, in strings and in keys', () => {
    const file = { Data: { Inductors: { Products: [{ Partno: '株😀', '𝄞株': '〜𠀀〜', Note: '😀😀株株' }] } } };
    const bytes = encode(JSON.stringify(file));
    const expected = [{ category: 'inductors', record: file.Data.Inductors.Products[0] }];
    for (let cut = 0; cut <= bytes.length; cut += 1) {
      for (const gap of [1, 2, 3]) {
        expect(read(cutIn(bytes, cut, Math.min(cut + gap, bytes.length)))).toEqual({ given: expected });
      }
    }
  });

  test('each product is given as soon as its last byte has arrived, before the file ends', () => {
    const given: Product[] = [];
    const reader = new ProductFileReader((product) => given.push(product));
    const text = new TextDecoder().decode(SAMPLE_BYTES);
    let written = 0;
    for (const product of SAMPLE_PRODUCTS) {
      const start = encode(text.slice(0, text.indexOf(JSON.stringify(product.record)))).length;
      const through = start + encode(JSON.stringify(product.record)).length;
      reader.write(SAMPLE_BYTES.slice(written, through - 1));
      expect(given).not.toContainEqual(product);
      reader.write(SAMPLE_BYTES.slice(through - 1, through));
      expect(given[given.length - 1]).toEqual(product);
      written = through;
    }
    reader.write(SAMPLE_BYTES.slice(written));
    reader.end();
    expect(given).toEqual(SAMPLE_PRODUCTS);
  });

  test('a byte order mark at the start is dropped, cut at any of its bytes', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...SAMPLE_BYTES]);
    for (const cut of [1, 2, 3, 4]) expect(read(cutIn(bytes, cut))).toEqual({ given: SAMPLE_PRODUCTS });
  });

  test('a byte that is not UTF-8 inside a string reads as U+FFFD, as the whole text decoded', () => {
    const text = encode('{"Data":{"Inductors":{"Products":[{"Partno":"L1","Series":"ab"}]}}}');
    const at = text.length - 7;
    for (const bad of [[0xff], [0xe6, 0x97], [0xf0, 0x9f, 0x98]]) {
      const bytes = new Uint8Array([...text.slice(0, at), ...bad, ...text.slice(at)]);
      const expected = wholeFile(bytes);
      expect(expected[0].record).toMatchObject({ Series: 'a\uFFFDb' });
      for (let cut = 0; cut <= bytes.length; cut += 1) expect(read(cutIn(bytes, cut))).toEqual({ given: expected });
    }
  });
});

describe('ProductFileReader: a file cut short, or broken, is a typed error and never a wrong product', () => {
  /** The products given before the error are the first ones of the whole file, each whole and right. */
  const expectOnlyRightProducts = (given: Product[], whole: Product[]): void => {
    expect(given).toEqual(whole.slice(0, given.length));
  };

  test.each([
    ['the sample', SAMPLE_BYTES],
    ['the sample with white space', SAMPLE_SPACED],
  ])('%s cut short at every byte is cut off (truncated), in one piece and byte by byte', (_what, bytes) => {
    // The spaced file's last 3 bytes are white space: a prefix that holds its last brace is whole.
    const last = bytes.length - (bytes === SAMPLE_SPACED ? 3 : 0);
    for (let length = 1; length < last; length += 1) {
      const prefix = bytes.slice(0, length);
      const isWhiteSpace = /^\s*$/.test(new TextDecoder().decode(prefix));
      for (const pieces of [[prefix], cutIn(prefix, length >> 1)]) {
        const { given, error } = read(pieces);
        expect(error).toBeInstanceOf(ResponseFormatError);
        expect(error?.truncated).toBe(!isWhiteSpace);
        expectOnlyRightProducts(given, SAMPLE_PRODUCTS);
      }
    }
    const { given, error } = read(oneByteEach(bytes.slice(0, last - 1)));
    expect(error?.problem).toBe('the category file was cut off before its end');
    // Only the file's last brace is missing: every product had arrived.
    expect(given).toEqual(SAMPLE_PRODUCTS);
  });

  test('nothing at all is not JSON, and not truncated', () => {
    expect(read([])).toEqual({ given: [], error: expect.any(ResponseFormatError) });
    expect(read([new Uint8Array(0)]).error).toMatchObject({
      problem: 'the category file is not JSON',
      truncated: false,
    });
  });

  const GOOD = '{"Data":{"Inductors":{"Products":[{"Partno":"L1"},{"Partno":"L2"},{"Partno":"L3"}]}}}';
  test.each([
    ['a colon missing', '{"Data":{"Inductors" {"Products":[{"Partno":"L1"}]}}}'],
    ['a comma missing between products', '{"Data":{"Inductors":{"Products":[{"Partno":"L1"} {"Partno":"L2"}]}}}'],
    ['a comma missing inside a product', '{"Data":{"Inductors":{"Products":[{"Partno":"L1" "Status":"x"}]}}}'],
    ['a comma too many', '{"Data":{"Inductors":{"Products":[{"Partno":"L1"},]}}}'],
    ['a comma too many in a product', '{"Data":{"Inductors":{"Products":[{"Partno":"L1",}]}}}'],
    ['a key not quoted', '{"Data":{Inductors:{"Products":[{"Partno":"L1"}]}}}'],
    ['single quotes', "{'Data':{}}"],
    ['a misspelt literal', '{"Data":{"Inductors":{"Products":[{"Partno":"L1","New":tru}]}}}'],
    ['NaN', '{"Data":{"Inductors":{"Products":[{"Partno":"L1","Mass":NaN}]}}}'],
    ['a number JSON refuses', '{"Data":{"Inductors":{"Products":[{"Partno":"L1","Mass":01}]}}}'],
    ['a raw line feed in a string', '{"Data":{"Inductors":{"Products":[{"Partno":"L\n1"}]}}}'],
    ['an escape JSON does not have', '{"Data":{"Inductors":{"Products":[{"Partno":"L\\x1"}]}}}'],
    ['brackets that do not match', '{"Data":{"Inductors":{"Products":[{"Partno":"L1"]}}}'],
    ['a product closed twice', '{"Data":{"Inductors":{"Products":[{"Partno":"L1"}}]}}}'],
    ['the list closed as an object', '{"Data":{"Inductors":{"Products":[{"Partno":"L1"}}}}'],
    ['a closing brace too many', `${GOOD}}`],
    ['text after the end', `${GOOD} {"Data":{}}`],
    ['a no-break space between values', GOOD.replace(':[', ':\u00a0[')],
    ['a byte order mark inside', GOOD.replace('{"Partno":"L2"}', '\uFEFF{"Partno":"L2"}')],
    ['a word for a product', '{"Data":{"Inductors":{"Products":[{"Partno":"L1"},L2]}}}'],
  ])('%s: cut off (truncated), as JSON.parse of the whole failed; only right products given', (_what, text) => {
    const bytes = encode(text);
    expect(() => JSON.parse(text)).toThrow(SyntaxError);
    for (const pieces of [[bytes], oneByteEach(bytes)]) {
      const { given, error } = read(pieces);
      expect(error).toMatchObject({ problem: 'the category file was cut off before its end', truncated: true });
      expectOnlyRightProducts(given, wholeFile(encode(GOOD)));
    }
  });

  test.each([
    ['an HTML page', '<html><body>proxy login</body></html>'],
    ['a list cut off', '[{"Data":{}}'],
    ['a word', 'Data'],
    ['a number cut off', '-'],
    ['half a byte order mark', '\u00ef\u00bb{"Data":{}}'],
  ])('%s is not JSON, and not truncated', (_what, text) => {
    const bytes = text.startsWith('\u00ef') ? new Uint8Array([0xef, 0xbb, ...encode(text.slice(2))]) : encode(text);
    expect(read(oneByteEach(bytes))).toEqual({
      given: [],
      error: expect.objectContaining({ problem: 'the category file is not JSON', truncated: false }),
    });
  });

  test.each([
    ['a list', '[]'],
    ['a number', '42'],
    ['a number with white space', ' -4.2e1 \n'],
    ['null', 'null'],
    ['a string', '"Data"'],
    ['an object without Data', '{"HasMoreHits":false}'],
    ['an object whose Data is a list', '{"Data":[{"Inductors":{"Products":[{"Partno":"L1"}]}}]}'],
  ])('%s at the top: Data is not an object', (_what, text) => {
    expect(read(oneByteEach(encode(text)))).toEqual({
      given: [],
      error: expect.objectContaining({ problem: 'Data is not an object', truncated: false }),
    });
  });
});

describe('ProductFileReader: what productsOfData refuses', () => {
  test('a product without a Partno: the products before it are given, none after, and the file is refused', () => {
    const text = '{"Data":{"Inductors":{"Products":[{"Partno":"L1"},{"Status":"NRND"},{"Partno":"L3"}]}}}';
    expect(read(oneByteEach(encode(text)))).toEqual({
      given: [{ category: 'inductors', record: { Partno: 'L1' } }],
      error: expect.objectContaining({ problem: 'a product of Inductors has no Partno', truncated: false }),
    });
  });

  test('the first refusal in file order is the one told, as productsOfData tells it', () => {
    const text = '{"Data":{"CeramicCapacitorsSMD":{"Products":[{"Partno":7}]},"Inductors":{"Manufacturer":"Orvane"}}}';
    expect(read([encode(text)]).error?.problem).toBe('a product of CeramicCapacitorsSMD has no Partno');
    expect(() => productsOfData((JSON.parse(text) as { Data: unknown }).Data)).toThrow(
      'a product of CeramicCapacitorsSMD has no Partno',
    );
  });

  test('a file that is both refused and broken is broken: JSON.parse failed first', () => {
    const text = '{"Data":{"Inductors":{"Products":[{"Status":"NRND"}]}},}';
    expect(read([encode(text)]).error).toMatchObject({ truncated: true });
  });

  test('a group this version does not know is skipped, though its products are read as JSON', () => {
    const known = '"Inductors":{"Products":[{"Partno":"L1"}]}';
    const skipped = read([encode(`{"Data":{"Resistors":{"Products":[{"No":"Partno"},7]},${known}}}`)]);
    expect(skipped).toEqual({ given: [{ category: 'inductors', record: { Partno: 'L1' } }] });
    const broken = read([encode(`{"Data":{"Resistors":{"Products":[{"No":Partno}]},${known}}}`)]);
    expect(broken.error).toMatchObject({ truncated: true });
  });
});
