import { differenceText } from '../../../../src/core';

describe('differenceText: what differs, as a datasheet says it', () => {
  test.each([
    [{ field: 'RatedVoltage', original: 100, candidate: 25 }, 'RatedVoltage: 100 V → 25 V'],
    [{ field: 'Capacitance', original: 1e-7, candidate: 2.2e-7 }, 'Capacitance: 0.1 µF → 0.22 µF'],
    [{ field: 'Status', original: 'NRND', candidate: 'Discontinued' }, 'Status: NRND → Discontinued'],
    [{ field: 'LastBuyDate', original: '', candidate: '2027-01-31' }, 'LastBuyDate: — → 2027-01-31'],
    [{ field: 'RatedVoltage', original: null, candidate: 50 }, 'RatedVoltage: — → 50 V'],
    [{ field: 'Mounting', original: ['Reflow'], candidate: ['Reflow', 'Flow'] }, 'Mounting: Reflow → Reflow, Flow'],
  ])('%j: %s', (difference, text) => {
    expect(differenceText(difference)).toBe(text);
  });
});
