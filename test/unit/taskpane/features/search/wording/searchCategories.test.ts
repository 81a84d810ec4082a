import { CATEGORY_CHOICES } from '../../../../../../src/taskpane/logic/categoryChoices';
import { SEARCH_CATEGORIES } from '../../../../../../src/taskpane/features/search/wording/searchCategories';

describe('SEARCH_CATEGORIES', () => {
  test('every category a search can be narrowed to, once each, in the order of the choices', () => {
    expect(SEARCH_CATEGORIES.map((choice) => choice.value)).toEqual([...CATEGORY_CHOICES]);
  });

  test('All first, so that a new search looks everywhere', () => {
    expect(SEARCH_CATEGORIES[0]).toEqual({ value: 'all', label: 'All' });
  });

  test('distinct, non-empty labels; the intermediate category says it covers SMD and leaded parts', () => {
    const labels = SEARCH_CATEGORIES.map((choice) => choice.label);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels.every((label) => label.trim() !== '')).toBe(true);
    expect(SEARCH_CATEGORIES.find((choice) => choice.value === 'ceramicCapacitors')?.label).toMatch(/SMD.*lead/);
  });
});
