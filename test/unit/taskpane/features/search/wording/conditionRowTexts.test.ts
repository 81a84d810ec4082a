import { inputHint, operatorsFor } from '../../../../../../src/taskpane/features/search/logic/conditionRows';
import { inputHintText, operatorLabel } from '../../../../../../src/taskpane/features/search/wording/conditionRowTexts';
import { switchDisplayLanguage } from '../../../../../../src/taskpane/i18n/i18n';

afterEach(() => switchDisplayLanguage('en'));

describe('operatorLabel', () => {
  test('each comparison as the list shows it', () => {
    expect(operatorsFor('SizecodeInch').map(operatorLabel)).toEqual(['starts with', 'contains', 'equals']);
    expect(operatorsFor('Rohs').map(operatorLabel)).toEqual(['is']);
    expect(operatorsFor('Status').map(operatorLabel)).toEqual(['is any of']);
  });

  test('in the display language', async () => {
    const english = operatorsFor('Status').map(operatorLabel);
    await switchDisplayLanguage('ja');
    expect(operatorsFor('Status').map(operatorLabel)).not.toEqual(english);
  });
});

describe('inputHintText', () => {
  test('hints show how to write a value, numbers in the unit shown beside the input', () => {
    expect(inputHintText(inputHint('Capacitance'))).toBe('e.g. 100nF');
    expect(inputHintText(inputHint('Inductance'))).toBe('e.g. 4.7');
    expect(inputHintText(inputHint('Length'))).toBe('e.g. 1.6');
    expect(inputHintText(inputHint('MaxOperatingTemperature'))).toBe('e.g. 125');
    expect(inputHintText(inputHint('SizecodeInch'))).toMatch(/commas/);
    expect(inputHintText({ kind: 'aNumber' })).toBe('a number');
    expect(inputHintText(inputHint('Status'))).toBe('');
  });
});
