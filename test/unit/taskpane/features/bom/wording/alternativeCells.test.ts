import type { Alternative, CrossDifference, CrossVerdict } from '../../../../../../src/core';
import { NOT_LOOKED_UP, verdictText } from '../../../../../../src/taskpane/features/bom/wording/alternativeCells';
import { productOf } from '../../../../../support/productOf';

/** An alternative of the verdict, with differences in the fields named. */
function alternative(verdict: CrossVerdict, fields: readonly string[] = []): Alternative {
  const differences = fields.map((field): CrossDifference => ({
    rule: 'ratedVoltageAtLeast',
    field,
    original: 16,
    candidate: 10,
    kind: 'worse',
  }));
  return { product: productOf('OCM188R71H104KA02D'), check: { verdict, differences, improvements: [] } };
}

describe('alternativeCells: what the AlternativeVerdict and BestAlternative cells say, in English as the sheet is', () => {
  test('each verdict, the fields to check named once each', () => {
    expect(verdictText(alternative('drop-in'))).toBe('drop-in');
    expect(verdictText(alternative('check', ['RatedVoltage', 'SmdType', 'RatedVoltage']))).toBe(
      'check: RatedVoltage, SmdType',
    );
    expect(verdictText(alternative('not equivalent', ['Capacitance']))).toBe('not equivalent');
    expect(verdictText(undefined)).toBe('none found');
  });

  test('alternatives that could not be looked up', () => {
    expect(NOT_LOOKED_UP).toBe('not looked up');
  });
});
