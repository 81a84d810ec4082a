/// <reference types="office-js" />
import { partnoKey, type PartSpecClient, type Product } from '../../../src/core';
import { DEFAULT_SETTINGS, type Settings } from '../../../src/office/settings';
import { partCard } from '../../../src/functions/partCard';
import { products } from '../../support/oracle';

// A column of PART.CARD's cards is what engineers will pass on: Excel hands a function a card (an entity, in
// Office.js's cell-value schema) where its parameter is of type any (allowCustomDataForDataTypeAny). Every
// function that takes part numbers reads the card's Partno; any other entity with a Partno property too; other
// data types get words, never "[object Object]". The client is a fake that answers from the dataset and
// records what it was asked: nothing but real part numbers may reach it.

let settings: Settings = { ...DEFAULT_SETTINGS, displayLanguage: 'en' };
const asked: string[] = [];
const byKey = new Map(products().map((product) => [partnoKey(product.record.Partno), product as Product]));
const answer = (partnos: readonly string[]) => {
  asked.push(...partnos);
  return new Map(partnos.map((partno) => [partno, byKey.get(partnoKey(partno))]));
};

jest.mock('../../../src/office/runtime', () => ({
  currentClient: async () => ({
    settings,
    client: {
      lookup: async (partnos: readonly string[]) => answer(partnos),
      cachedLookup: (partnos: readonly string[]) => answer(partnos),
      searchAll: async () => [],
      snapshots: { of: () => undefined },
    } as unknown as PartSpecClient,
  }),
}));

// Imported after the mock, so that the functions take the fake client.
import { FUNCTIONS, card, equivalents, spec, status } from '../../../src/functions/functions';

const capacitor = products().find(
  (product) => product.category === 'ceramicCapacitorsSMD' && product.record.Status === 'NRND',
)! as Product;
const inductor = products().find((product) => product.category === 'inductors')! as Product;

/** A PartSpec card, as =PART.CARD(A2) put it in a cell and Excel passes it on. */
const cardOf = (product: Product): Excel.EntityCellValue => partCard(product);
/** Another add-in's entity that names a part: its text is not the part number, its Partno property is. */
const linked = (partno: string) => ({
  type: 'Entity',
  text: 'Decoupling capacitor, board rev B',
  properties: { Partno: { type: 'String', basicValue: partno }, Qty: { type: 'Double', basicValue: 4 } },
});
/** An entity of Excel's own with no part number: a city. */
const city = { type: 'LinkedEntity', text: 'Seattle', id: { domainId: 'x', entityId: 'y' }, properties: {} };

beforeEach(() => {
  settings = { ...DEFAULT_SETTINGS, displayLanguage: 'en' };
  asked.length = 0;
});

describe('cards and entities with a Partno, where part numbers are asked for', () => {
  test('PART.SPEC: a column of a card, an entity with Partno, a part number and a blank', async () => {
    const result = await spec(
      [[cardOf(capacitor)], [linked(inductor.record.Partno)], [capacitor.record.Partno], ['']],
      [['Status', 'Partno']],
    );
    expect(result).toEqual([
      [capacitor.record.Status, capacitor.record.Partno],
      [inductor.record.Status, inductor.record.Partno],
      [capacitor.record.Status, capacitor.record.Partno],
      ['', ''],
    ]);
    expect(new Set(asked)).toEqual(new Set([capacitor.record.Partno, inductor.record.Partno]));
  });

  test('PART.STATUS of a card', async () => {
    expect(await status([[cardOf(inductor)]])).toEqual([[inductor.record.Status]]);
  });

  test('PART.CARD of a card: the card of its part, afresh', async () => {
    const [[made]] = (await card([[cardOf(capacitor)]])) as Excel.EntityCellValue[][];
    expect(made).toEqual(cardOf(capacitor));
  });

  test('PART.EQUIVALENTS of a card or an entity with Partno: the equivalents of its part', async () => {
    for (const given of [cardOf(capacitor), linked(capacitor.record.Partno)]) {
      asked.length = 0;
      const result = await equivalents(given);
      expect(result[0]).toEqual(['Partno', 'Verdict', 'Differences']);
      // The part first; then its listed alternatives, if it has any.
      expect(asked[0]).toBe(capacitor.record.Partno);
    }
  });

  test('a number shown with a format (a card’s property passed on) is read as its number', async () => {
    const result = await spec(
      [[{ type: 'FormattedNumber', basicValue: 1.5e-7, numberFormat: '0.0E+0' }]],
      [['Status']],
    );
    expect(result).toEqual([[expect.objectContaining({ code: '#N/A', message: 'Part not found: 1.5e-7' })]]);
  });
});

describe('other data types: words, in the cell that holds them', () => {
  test.each([
    ['en', '"Seattle" is a data type with no part number (no Partno): give a part number, or a card from PART.CARD.'],
    ['ja', '「Seattle」 は品番 (Partno) を持たないデータ型です。品番か、PART.CARD のカードを指定してください。'],
    ['zh', '“Seattle” 是没有料号 (Partno) 的数据类型：请提供料号，或 PART.CARD 的卡片。'],
  ] as const)(
    'an entity without Partno among part numbers (%s): its row says so, the others are answered',
    async (language, words) => {
      settings = { ...DEFAULT_SETTINGS, displayLanguage: language };
      const result = await spec([[city], [cardOf(capacitor)]], [['Status']]);
      expect(result).toEqual([[{ code: '#VALUE!', message: words }], [capacitor.record.Status]]);
      expect(asked).toEqual([capacitor.record.Partno]);
    },
  );

  test('an entity where a field name is asked for', async () => {
    const error = await spec([[capacitor.record.Partno]], [[cardOf(inductor)]]).catch((caught: unknown) => caught);
    expect(error).toEqual({
      code: '#VALUE!',
      message: `"${inductor.record.Partno}" is a data type, where text or a number is needed: give the value itself (a card's property, e.g. =B2.Capacitance, is one).`,
    });
  });

  test('every function, with an entity in every parameter: never "[object Object]", never sent', async () => {
    const entities = [city, cardOf(capacitor), { type: 'WebImage', address: 'https://example.com/a.png' }];
    for (const [id, implementation] of Object.entries(FUNCTIONS)) {
      const run = implementation as (...parameters: unknown[]) => Promise<unknown>;
      for (let position = 0; position < run.length; position++) {
        // As a scalar parameter receives it, and as a range does.
        for (const entity of entities.flatMap((one) => [one, [[one]]])) {
          const parameters: unknown[] = Array.from({ length: run.length }, () => undefined);
          parameters[0] = capacitor.record.Partno;
          parameters[position] = entity;
          const outcome = await run(...parameters).catch((caught: unknown) => caught);
          expect({ id, position, outcome: JSON.stringify(outcome) }).not.toEqual(
            expect.objectContaining({ outcome: expect.stringContaining('[object Object]') }),
          );
        }
      }
    }
    expect(asked.filter((partno) => partno.includes('object'))).toEqual([]);
  });
});
