import type { Product } from '../../../../../../src/core';
import {
  NOT_A_PART_NUMBER,
  STATUS_ORDER,
  statusSummary,
} from '../../../../../../src/taskpane/features/bom/logic/statusSummary';

function part(status: unknown): Product {
  return { category: 'ceramicCapacitorsSMD', record: { Partno: 'X', Status: status } };
}

describe('statusSummary', () => {
  test('counts per status in the spec order (4.4), plus not found', () => {
    const summary = statusSummary(
      [part('Discontinued'), part('In Production'), undefined, part('In Production'), part('NRND')],
      'en',
    );
    expect(summary.statuses).toEqual([
      { status: 'Under Development', english: 'Under Development', count: 0 },
      { status: 'In Production', english: 'In Production', count: 2 },
      { status: 'NRND', english: 'NRND', count: 1 },
      { status: 'To be discontinued', english: 'To be discontinued', count: 0 },
      { status: 'Discontinued', english: 'Discontinued', count: 1 },
    ]);
    expect(summary).toMatchObject({ other: 0, notFound: 1, total: 5 });
  });

  test('in Japanese and Chinese, statuses are named as the service writes them', () => {
    const ja = statusSummary([part('生产中止予定'), part('生产中止予定'), part('开発中')], 'ja');
    expect(ja.statuses.map((entry) => [entry.status, entry.count])).toEqual([
      ['开発中', 1],
      ['生产中', 0],
      ['NRND', 0],
      ['生产中止予定', 2],
      ['生产中止', 0],
    ]);
    const zh = statusSummary([part('已经停产')], 'zh');
    expect(zh.statuses[4]).toEqual({ status: '已经停产', english: 'Discontinued', count: 1 });
  });

  test('a part without one status (variants that differ) counts apart', () => {
    const summary = statusSummary([part(undefined), part('Obsolete'), part('NRND')], 'en');
    expect(summary).toMatchObject({ other: 2, notFound: 0, total: 3 });
  });

  test('Under Development counts like any status; texts that cannot be part numbers count apart', () => {
    const summary = statusSummary(
      [part('Under Development'), undefined, NOT_A_PART_NUMBER, NOT_A_PART_NUMBER, part('NRND')],
      'en',
    );
    expect(summary.statuses[0]).toEqual({ status: 'Under Development', english: 'Under Development', count: 1 });
    expect(summary).toMatchObject({ other: 0, notFound: 1, notAPartNumber: 2, total: 5 });
  });

  test('nothing looked up', () => {
    expect(statusSummary([], 'en')).toMatchObject({
      other: 0,
      notFound: 0,
      notAPartNumber: 0,
      notAnswered: 0,
      total: 0,
    });
    expect(STATUS_ORDER).toEqual(['Under Development', 'In Production', 'NRND', 'To be discontinued', 'Discontinued']);
  });
});
