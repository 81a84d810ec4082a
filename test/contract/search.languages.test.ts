import { expectedPartnos } from '../support/oracle';
import { get, partnosOf, productsOf, searchPath, type SearchJson } from '../support/referenceService';
import { useContractService } from '../support/useContractService';

const service = useContractService({ settings: false });

describe('restricted items and languages (spec 4.3 rules 4-5, 4.4)', () => {
  test('a restricted item accepts its listed values and finds them', async () => {
    const response = await get(
      service.url,
      searchPath({ $filter: "Status eq 'To be discontinued|Discontinued' and Category eq 'ceramicCapacitorsLead'" }),
    );
    expect(response.status).toBe(200);
    const expected = expectedPartnos(
      (product) =>
        product.category === 'ceramicCapacitorsLead' &&
        ['To be discontinued', 'Discontinued'].includes(product.record.Status),
    );
    expect(partnosOf(response.json).sort()).toEqual(expected.sort());
  });

  test('a value that is not listed is 400 naming the allowed values', async () => {
    const response = await get(service.url, searchPath({ $filter: "Status eq 'Obsolete'" }));
    expect(response.status).toBe(400);
    const message = (response.json as { message: string }).message;
    expect(message).toContain('"Obsolete" is not a listed value of Status');
    for (const value of ['Under Development', 'In Production', 'NRND', 'To be discontinued', 'Discontinued']) {
      expect(message).toContain(value);
    }
  });

  test('with lang=ja the literal is given in Japanese and the records come back in Japanese', async () => {
    const japanese = await get(
      service.url,
      searchPath({ $filter: "Status eq '生产中止予定' and Category eq 'inductors'", lang: 'ja' }),
    );
    expect(japanese.status).toBe(200);
    const english = await get(
      service.url,
      searchPath({ $filter: "Status eq 'To be discontinued' and Category eq 'inductors'" }),
    );
    expect(partnosOf(japanese.json)).toEqual(partnosOf(english.json));
    expect(partnosOf(japanese.json).length).toBeGreaterThan(0);
    expect(new Set(productsOf(japanese.json).map(({ product }) => product.Status))).toEqual(new Set(['生产中止予定']));
    const group = (japanese.json as SearchJson).Data.Inductors;
    expect(group.Lv1Category).not.toBe((english.json as SearchJson).Data.Inductors.Lv1Category);
  });

  test('with lang=ja the English literal of a localized value is refused', async () => {
    const response = await get(service.url, searchPath({ $filter: "Status eq 'In Production'", lang: 'ja' }));
    expect(response.status).toBe(400);
    expect((response.json as { message: string }).message).toContain('生产中');
  });

  test('with lang=zh Mounting and TargetCircuitCategory come back in Chinese', async () => {
    const response = await get(
      service.url,
      searchPath({ $filter: "TargetCircuitCategory eq '电源线回路' and Mounting eq '回流焊接'", lang: 'zh' }),
    );
    expect(response.status).toBe(200);
    const found = productsOf(response.json).map(({ product }) => product);
    expect(found.length).toBeGreaterThan(0);
    for (const product of found) {
      expect(product.TargetCircuitCategory).toBe('电源线回路');
      expect(product.Mounting).toContain('回流焊接');
    }
  });

  test('values the spec gives no localized form for stay English in every language', async () => {
    const withBenefits = await get(service.url, searchPath({ $filter: "Benefits eq 'Low inductance'", lang: 'ja' }));
    expect(withBenefits.status).toBe(200);
    for (const { product } of productsOf(withBenefits.json)) {
      expect(product.Benefits).toContain('Low inductance');
    }
  });

  test('an unknown or missing lang means en', async () => {
    const fallback = await get(
      service.url,
      searchPath({ $filter: "Status eq 'NRND' and Category eq 'ceramicCapacitorsLead'", lang: 'fr' }),
    );
    const english = await get(
      service.url,
      searchPath({ $filter: "Status eq 'NRND' and Category eq 'ceramicCapacitorsLead'" }),
    );
    expect(fallback.status).toBe(200);
    expect(fallback.body.equals(english.body)).toBe(true);
    const discontinued = await get(
      service.url,
      searchPath({ $filter: "Status eq 'Discontinued' and Category eq 'inductors'", lang: 'de' }),
    );
    expect(new Set(productsOf(discontinued.json).map(({ product }) => product.Status))).toEqual(
      new Set(['Discontinued']),
    );
  });
});
