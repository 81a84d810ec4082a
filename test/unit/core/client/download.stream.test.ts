/**
 * fetchProductFile parses the category file while it arrives (ProductFileReader), never holding its
 * whole text. These tests hold it to what the whole text, decoded, JSON.parse-d and given to
 * productsOfData, gave: the same products, or the same refusal (`oldWay` below is that way, kept as the
 * oracle), however the bytes are cut into pieces.
 */
import fc from 'fast-check';
import {
  fetchProductFile,
  isResponseFormatError,
  productsOfData,
  ResponseFormatError,
} from '../../../../src/core/client';
import type { Product } from '../../../../src/core';
import { pieces, streamOf } from '../../../support/bodyPieces';
import { propertyRuns } from '../../../support/propertyRuns';

const ADDRESS = 'https://files.example.net/ceramicCapacitors/ja/products.json?expires=1767225600&signature=0a1b2c';

type Outcome = { readonly products: Product[] } | { readonly problem: string; readonly truncated: boolean };

/** The way before streaming: the whole text, JSON.parse, productsOfData. */
function oldWay(bytes: Uint8Array): Outcome {
  const text = new TextDecoder().decode(bytes);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    const cutOff = /^\s*\{/.test(text);
    return {
      problem: cutOff ? 'the category file was cut off before its end' : 'the category file is not JSON',
      truncated: cutOff,
    };
  }
  try {
    return { products: productsOfData((json as { Data?: unknown } | null)?.Data) };
  } catch (error) {
    if (!isResponseFormatError(error)) throw error;
    return { problem: error.problem, truncated: error.truncated };
  }
}

/** Cuts bytes at the given places (any order, repeats and places past the end allowed). */
function cutAt(bytes: Uint8Array, places: readonly number[]): Uint8Array[] {
  const ends = [...new Set(places.map((place) => Math.min(place, bytes.length)))].sort((a, b) => a - b);
  const result: Uint8Array[] = [];
  let start = 0;
  for (const end of [...ends, bytes.length]) {
    if (end > start) result.push(bytes.slice(start, end));
    start = Math.max(start, end);
  }
  return result;
}

/** What fetchProductFile gives for a body arriving in `chunks` (no restarts: one attempt). */
async function newWay(chunks: readonly Uint8Array[]): Promise<Outcome> {
  const fetch = async (): Promise<Response> => new Response(streamOf(chunks), { status: 200 });
  try {
    return { products: await fetchProductFile(fetch, ADDRESS, { restarts: 0 }) };
  } catch (error) {
    if (!(error instanceof ResponseFormatError)) throw error;
    return { problem: error.problem, truncated: error.truncated };
  }
}

const encode = (text: string): Uint8Array => new TextEncoder().encode(text);

const product = (Partno: string, extra: Record<string, unknown> = {}) => ({
  Partno,
  Status: 'In Production',
  NewProduct: false,
  LastBuyDate: null,
  AlternativePartno: [],
  Benefits: ['Low ESR', 'High Q'],
  Specs: { CapacitanceText: '820pF', Capacitance: 8.2e-10, ToleranceCapacitance: '±1%', RatedVoltage: 50 },
  ...extra,
});

/** Two groups, with text cut inside strings and inside multi-byte characters (±, µ, °, Japanese). */
const TWO_GROUPS = {
  Data: {
    CeramicCapacitorsSMD: {
      Manufacturer: '株式会社オルヴェイン',
      Lv1Category: 'コンデンサ',
      Products: [
        product('OCA1555C1H821FA01D', { Series: '高周波回路用 チップ積層セラミックコンデンサ' }),
        product('OCA1555C1H822FA01D', { Dimension: 'L 1±0.05mm × W 0.5±0.05mm', Temp: '-55°C〜125°C' }),
        product('OCA1555C1H823FA01D', { Escaped: 'quote " backslash \\ tab \t newline \n \u0001 emoji 😀' }),
      ],
    },
    Inductors: {
      Manufacturer: 'Orvane',
      Products: [
        product('OLQ15AN1N0B00', { Inductance: '1.0µH', InductanceValue: 1e-6 }),
        product('OLQ15AN1N1B00', { Specs: { Q: 8, Note: 'µ±°' }, Nested: [[1, [2, { deep: 'ü' }]], {}] }),
      ],
    },
  },
};

describe('fetchProductFile parses the file as it arrives', () => {
  const bytes = encode(JSON.stringify(TWO_GROUPS));

  test('7-byte pieces, cut inside strings and multi-byte characters, give exactly the whole-text products', async () => {
    const chunks = pieces(bytes, 7);
    // Some cuts fall inside a multi-byte character (a continuation byte starts the next piece).
    expect(chunks.filter((chunk) => chunk[0] >= 0x80 && chunk[0] < 0xc0).length).toBeGreaterThan(3);
    const expected = productsOfData(TWO_GROUPS.Data);
    expect(expected).toHaveLength(5);
    const outcome = await newWay(chunks);
    expect(outcome).toEqual({ products: expected });
    expect(outcome).toEqual(oldWay(bytes));
  });

  test.each([1, 2, 3, 5, 13, 64, 4096])('%i-byte pieces give the same products', async (size) => {
    expect(await newWay(pieces(bytes, size))).toEqual(oldWay(bytes));
  });

  test('the products are in file order, each with its group’s category', async () => {
    const outcome = (await newWay(pieces(bytes, 7))) as { products: Product[] };
    expect(outcome.products.map((found) => [found.category, found.record.Partno])).toEqual([
      ['ceramicCapacitorsSMD', 'OCA1555C1H821FA01D'],
      ['ceramicCapacitorsSMD', 'OCA1555C1H822FA01D'],
      ['ceramicCapacitorsSMD', 'OCA1555C1H823FA01D'],
      ['inductors', 'OLQ15AN1N0B00'],
      ['inductors', 'OLQ15AN1N1B00'],
    ]);
  });

  test('a group this version does not know is skipped, whatever its products', async () => {
    const file = {
      Data: {
        Resistors: { Products: [{ Partno: 'R1' }, { NoPartno: true }, 'not even an object'] },
        Inductors: { Products: [product('L1')] },
        Thermistors: 'not an object',
        constructor: { Products: [{ Partno: 'C1' }] },
      },
    };
    const fileBytes = encode(JSON.stringify(file));
    const outcome = await newWay(pieces(fileBytes, 7));
    expect(outcome).toEqual({ products: [{ category: 'inductors', record: product('L1') }] });
    expect(outcome).toEqual(oldWay(fileBytes));
  });

  test('a file cut off before its end is a truncated ResponseFormatError, wherever the cut', async () => {
    for (const cut of [1, 9, 40, 41, bytes.length >> 1, bytes.length - 2, bytes.length - 1]) {
      const outcome = await newWay(pieces(bytes.slice(0, cut), 7));
      expect(outcome).toEqual({ problem: 'the category file was cut off before its end', truncated: true });
    }
    // Also after white space, as JSON.parse's failure was read before.
    expect(await newWay([encode('  \n {"Data":{"Inductors":{"Products":[{"Partno":"L1"')])).toEqual({
      problem: 'the category file was cut off before its end',
      truncated: true,
    });
  });

  test('a file cut off after a refused product is still a cut-off file (mended by a restart), as before', async () => {
    const file = encode(JSON.stringify({ Data: { Inductors: { Products: [{ Status: 'NRND' }, product('L2')] } } }));
    const outcome = await newWay(pieces(file.slice(0, file.length - 5), 7));
    expect(outcome).toEqual({ problem: 'the category file was cut off before its end', truncated: true });
  });

  test.each([
    ['an HTML page', '<html><body>proxy login</body></html>'],
    ['nothing', ''],
    ['white space only', ' \n\t '],
    ['a list cut off', '[{"Data":{}}'],
    ['a word', 'Data'],
  ])('%s is not JSON, and not truncated', async (_what, text) => {
    const outcome = await newWay(pieces(encode(text), 3));
    expect(outcome).toEqual({ problem: 'the category file is not JSON', truncated: false });
    expect(outcome).toEqual(oldWay(encode(text)));
  });

  test.each([
    ['text after the end', '{"Data":{}} {"Data":{}}'],
    ['a bad value inside', '{"Data":{"Inductors":{"Products":[{"Partno":nope}]}}}'],
  ])('JSON broken after an opening brace (%s) is taken as cut off, as before', async (_what, text) => {
    const outcome = await newWay(pieces(encode(text), 5));
    expect(outcome).toEqual({ problem: 'the category file was cut off before its end', truncated: true });
    expect(outcome).toEqual(oldWay(encode(text)));
  });

  test.each([
    ['missing', { Partno: undefined, Status: 'NRND' }],
    ['a number', { Partno: 123 }],
    ['null', { Partno: null }],
  ])('a product whose Partno is %s is refused, naming its group', async (_what, record) => {
    const file = encode(JSON.stringify({ Data: { CeramicCapacitorsLead: { Products: [product('OK'), record] } } }));
    const outcome = await newWay(pieces(file, 7));
    expect(outcome).toEqual({ problem: 'a product of CeramicCapacitorsLead has no Partno', truncated: false });
    expect(outcome).toEqual(oldWay(file));
  });

  test('a product that is not an object is refused as having no Partno', async () => {
    for (const record of ['L1', null, 7, ['L1']]) {
      const file = encode(JSON.stringify({ Data: { Inductors: { Products: [record] } } }));
      expect(await newWay(pieces(file, 7))).toEqual({
        problem: 'a product of Inductors has no Partno',
        truncated: false,
      });
    }
  });

  test.each([
    ['missing', { Manufacturer: 'Orvane' }],
    ['an object', { Products: { first: { Partno: 'L1' } } }],
    ['null', { Products: null }],
    ['a string, after another group’s products', { Products: 'none' }],
  ])('a known group whose Products is %s is refused, naming the group', async (_what, content) => {
    const file = encode(
      JSON.stringify({ Data: { CeramicCapacitorsSMD: { Products: [product('G1')] }, Inductors: content } }),
    );
    const outcome = await newWay(pieces(file, 7));
    expect(outcome).toEqual({ problem: 'the group Inductors has no Products list', truncated: false });
    expect(outcome).toEqual(oldWay(file));
  });

  test.each([null, [], 'Inductors', 0])('a known group that is %p is refused', async (content) => {
    const file = encode(JSON.stringify({ Data: { Inductors: content } }));
    const outcome = await newWay(pieces(file, 4));
    expect(outcome).toEqual({ problem: 'the group Inductors has no Products list', truncated: false });
    expect(outcome).toEqual(oldWay(file));
  });

  test.each([
    ['no Data', '{"HasMoreHits":false}'],
    ['Data a list', '{"Data":[{"Inductors":{"Products":[{"Partno":"L1"}]}}]}'],
    ['Data a string', '{"Data":"none"}'],
    ['Data null', '{"Data":null}'],
    ['a list at the top', '[{"Data":{}}]'],
    ['null at the top', 'null'],
    ['a number at the top', '42'],
    ['a string at the top', '"Data"'],
  ])('%s: Data is not an object', async (_what, text) => {
    const outcome = await newWay(pieces(encode(text), 3));
    expect(outcome).toEqual({ problem: 'Data is not an object', truncated: false });
    expect(outcome).toEqual(oldWay(encode(text)));
  });

  test('an empty Data, or empty Products, give no products', async () => {
    expect(await newWay([encode('{"Data":{}}')])).toEqual({ products: [] });
    expect(await newWay([encode(' {"Data":{"Inductors":{"Products":[]}}}\n')])).toEqual({ products: [] });
  });

  test('a byte order mark and bytes that are not UTF-8 are read as the whole text was decoded', async () => {
    const text = encode('\uFEFF{"Data":{"Inductors":{"Products":[{"Partno":"L1","Series":"ab"}]}}}');
    // 0xff is no UTF-8 byte: the decoder puts U+FFFD in its place, inside the string.
    const bad = new Uint8Array([...text.slice(0, text.length - 7), 0xff, ...text.slice(text.length - 7)]);
    for (const file of [text, bad]) {
      const outcome = await newWay(pieces(file, 2));
      expect(outcome).toEqual(oldWay(file));
      expect('products' in outcome && outcome.products).toHaveLength(1);
    }
  });

  test('a body the fetch gives only whole (no stream) is parsed by the same parser', async () => {
    const answer = (content: Uint8Array): Response =>
      ({
        status: 200,
        ok: true,
        headers: new Headers({ 'content-length': String(content.length) }),
        body: null,
        arrayBuffer: async () => content.slice().buffer,
      }) as unknown as Response;
    const progress: unknown[] = [];
    const products = await fetchProductFile(async () => answer(bytes), ADDRESS, {
      onProgress: (step) => progress.push(step),
    });
    expect(products).toEqual(productsOfData(TWO_GROUPS.Data));
    expect(progress).toEqual([
      { phase: 'download', bytes: bytes.length, totalBytes: bytes.length },
      { phase: 'parse', bytes: bytes.length, totalBytes: bytes.length },
    ]);
    const cut = bytes.slice(0, 100);
    const error = await fetchProductFile(async () => answer(cut), ADDRESS, { restarts: 0 }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ResponseFormatError);
    expect((error as ResponseFormatError).truncated).toBe(true);
  });
});

describe('fetchProductFile against the whole-text way, on generated files', () => {
  const text = fc.string({ unit: 'binary', maxLength: 12 });
  const key = fc.oneof(fc.constantFrom('Partno', 'Products', 'Data', 'Specs'), text);
  // Negative ones too: a changed byte can make -0.5 into -0, which JSON.parse of a product keeps as -0.
  const fraction = fc.double({ noNaN: true, noDefaultInfinity: true });
  const leaf = fc.oneof(text, fc.integer(), fraction, fc.boolean(), fc.constant(null));
  const value = fc.letrec((tie) => ({
    value: fc.oneof({ depthSize: 'small' }, leaf, fc.array(tie('value'), { maxLength: 3 }), tie('object')),
    object: fc.dictionary(key, tie('value'), { maxKeys: 4 }),
  })).value;
  /** Mostly with a Partno; now and then without, or with one that is not a string (from `key`). */
  const record = fc
    .tuple(fc.option(text, { freq: 15 }), fc.dictionary(key, value, { maxKeys: 5 }))
    .map(([partno, rest]) => (partno === null ? rest : { ...rest, Partno: partno }));
  const groupName = fc.constantFrom('CeramicCapacitorsSMD', 'CeramicCapacitorsLead', 'Inductors', 'Resistors');
  const group = fc.oneof(
    { weight: 8, arbitrary: fc.record({ Manufacturer: text, Products: fc.array(record, { maxLength: 6 }) }) },
    { weight: 1, arbitrary: value },
  );
  const groups = fc
    .uniqueArray(fc.tuple(groupName, group), { maxLength: 3, selector: ([name]) => name })
    .map((named) => ({ Data: Object.fromEntries(named) }));
  /** Mostly a category file; now and then one whose Data, or whose whole, is something else. */
  const file = fc.oneof(
    { weight: 10, arbitrary: groups },
    { weight: 1, arbitrary: fc.record({ Data: value }) },
    { weight: 1, arbitrary: value },
  );
  /** Places to cut a body at: up to 12 of them, anywhere. */
  const cuts = fc.array(fc.nat({ max: 4000 }), { maxLength: 12 });

  test('the same products, or the same refusal, however the bytes are cut', async () => {
    await fc.assert(
      fc.asyncProperty(file, cuts, async (json, places) => {
        const bytes = encode(JSON.stringify(json));
        expect(await newWay(cutAt(bytes, places))).toEqual(oldWay(bytes));
      }),
      { numRuns: propertyRuns(150) },
    );
  });

  test('the same outcome for a file cut short, or with one byte changed into JSON punctuation', async () => {
    const damage = fc.record({
      at: fc.nat(),
      into: fc.constantFrom(...'{}[]:," \\x'.split('').map((char) => char.charCodeAt(0))),
      cutShort: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(file, cuts, damage, async (json, places, { at, into, cutShort }) => {
        const whole = encode(JSON.stringify(json));
        const bytes = cutShort ? whole.slice(0, at % whole.length) : whole.slice();
        if (!cutShort) bytes[at % bytes.length] = into;
        expect(await newWay(cutAt(bytes, places))).toEqual(oldWay(bytes));
      }),
      { numRuns: propertyRuns(200) },
    );
  });
});
