import type { Product } from '../../../../../../src/core';
import { NOT_A_PART_NUMBER, statusSummary } from '../../../../../../src/taskpane/features/bom/logic/statusSummary';
import { describeStatusSummary } from '../../../../../../src/taskpane/features/bom/wording/statusSummaryText';

function part(status: unknown): Product {
  return { category: 'ceramicCapacitorsSMD', record: { Partno: 'X', Status: status } };
}

describe('describeStatusSummary', () => {
  test('the statuses with parts in the spec order (4.4), then not found', () => {
    const summary = statusSummary(
      [part('Discontinued'), part('In Production'), undefined, part('In Production'), part('NRND')],
      'en',
    );
    expect(describeStatusSummary(summary)).toBe('2 In Production, 1 NRND, 1 Discontinued, 1 not found');
  });

  test('in Japanese, statuses are named as the service writes them', () => {
    const ja = statusSummary([part('生产中止予定'), part('生产中止予定'), part('开発中')], 'ja');
    expect(describeStatusSummary(ja)).toBe('1 开発中, 2 生产中止予定');
  });

  test('parts without one status are said apart', () => {
    const summary = statusSummary([part(undefined), part('Obsolete'), part('NRND')], 'en');
    expect(describeStatusSummary(summary)).toBe('1 NRND, 2 without a single status');
  });

  test('Under Development like any status; texts that cannot be part numbers apart', () => {
    const summary = statusSummary(
      [part('Under Development'), undefined, NOT_A_PART_NUMBER, NOT_A_PART_NUMBER, part('NRND')],
      'en',
    );
    expect(describeStatusSummary(summary)).toBe('1 Under Development, 1 NRND, 1 not found, 2 not a part number');
  });

  test('nothing looked up', () => {
    expect(describeStatusSummary(statusSummary([], 'en'))).toBe('no parts');
  });
});
