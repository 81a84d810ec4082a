/// <reference types="office-js" />
// The runtime keeps snapshots in IndexedDB where the page has it: here, an IndexedDB in memory.
import 'fake-indexeddb/auto';
import type { Product } from '../../src/core';
import { card } from '../../src/functions/functions';
import { currentClient } from '../../src/office/runtime';
import { useContractService } from '../support/useContractService';
import { products } from '../support/oracle';

jest.setTimeout(120_000);

useContractService();

const leadPart = (): Product => products().find((product) => product.category === 'ceramicCapacitorsLead')! as Product;

describe('PART.CARD from a snapshot', () => {
  test("the card says the snapshot's date, as a property formulas read and under the card", async () => {
    const { client } = await currentClient();
    expect(client.snapshots.mode).toBe('auto');
    const kept = await client.snapshots.refresh('ceramicCapacitorsLead');
    await client.snapshots.saved();
    const before = client.stats().requests;

    const part = leadPart();
    const [[entity]] = (await card([[part.record.Partno]])) as Excel.EntityCellValue[][];
    // A kept snapshot in memory answers the card: no request.
    expect(client.stats().requests).toBe(before);
    expect(entity.text).toBe(part.record.Partno);
    const issued = new Date(kept.issuedAt);
    const serial = (issued.getTime() - issued.getTimezoneOffset() * 60_000 - Date.UTC(1899, 11, 30)) / 86_400_000;
    expect(entity.properties!.SnapshotDate).toEqual({
      type: 'FormattedNumber',
      basicValue: serial,
      numberFormat: 'yyyy-mm-dd hh:mm',
    });
    expect(entity.properties!.SnapshotStale).toEqual({ type: 'Boolean', basicValue: false });
    // Its age by the service's clock: downloaded a moment ago.
    expect(entity.properties!.SnapshotAgeDays).toEqual({ type: 'Double', basicValue: 0 });
    expect(entity.provider!.description).toMatch(
      / · from the snapshot of \d{4}-\d\d-\d\d \d\d:\d\d \(less than an hour old by the service's clock\)$/,
    );
    // It shows with the part's own properties, first.
    const sections = (entity.layouts!.card as { sections: { title: string; properties: string[] }[] }).sections;
    expect(sections[0]).toMatchObject({ title: 'Part' });
    expect(sections[0].properties).toEqual(
      expect.arrayContaining(['SnapshotDate', 'SnapshotAgeDays', 'SnapshotStale']),
    );

    // The snapshot is in IndexedDB: it survives the runtime's client.
    expect((await client.snapshots.list()).map(({ category, lang }) => [category, lang])).toEqual([
      ['ceramicCapacitorsLead', 'en'],
    ]);
  });

  test('a card the service answered has no snapshot date', async () => {
    const inductor = products().find((product) => product.category === 'inductors')!;
    const [[entity]] = (await card([[inductor.record.Partno]])) as Excel.EntityCellValue[][];
    expect(entity.properties!.SnapshotDate).toBeUndefined();
    expect(entity.provider!.description).not.toContain('snapshot');
  });
});
