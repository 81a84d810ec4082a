import { CATEGORY_COLUMN } from '../../../../src/core';
import { switchDisplayLanguage } from '../../../../src/taskpane/i18n/i18n';
import { chosenFields, fieldChoices, matchingChoices } from '../../../../src/taskpane/logic/fieldChoices';
import { columnsProblemText, describedChoices } from '../../../../src/taskpane/wording/fieldChoiceTexts';

afterEach(() => switchDisplayLanguage('en'));

describe('describedChoices', () => {
  test('the Category column gets its meaning in the display language; the fields keep the spec’s', async () => {
    const choices = fieldChoices('all');
    const described = describedChoices(choices);
    expect(described[0]).toEqual({
      name: CATEGORY_COLUMN,
      description: 'Category ID of the product (ceramicCapacitorsSMD, ceramicCapacitorsLead or inductors)',
      displayText: false,
    });
    expect(described.slice(1)).toEqual(choices.slice(1));
    // The picker's search box finds the Category column by its meaning.
    expect(matchingChoices(described, 'category id').map((choice) => choice.name)).toContain(CATEGORY_COLUMN);
    await switchDisplayLanguage('ja');
    expect(describedChoices(choices)[0].description).not.toBe(described[0].description);
  });
});

describe('columnsProblemText', () => {
  test('no column chosen says what to do; columns chosen say nothing', () => {
    expect(columnsProblemText(chosenFields('all', []).problem)).toBe('Choose at least one column to insert.');
    expect(columnsProblemText(chosenFields('all', ['Partno']).problem)).toBeUndefined();
  });
});
