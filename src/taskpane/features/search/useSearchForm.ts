import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language, UnitChoices } from '../../../core';
import type { CategoryChoice } from '../../logic/categoryChoices';
import { type ConditionRow, itemsForCategory, newRow, translateRows, withItem } from './logic/conditionRows';
import { filterText, rowsToFilter } from './logic/rowsToFilter';
import { newSortRow, rowsToOrderBy, sortableItems, type SortRow } from './logic/sortRows';
import { rowProblemText } from './wording/rowProblemText';
import { sortProblemText } from './wording/sortProblemText';

/** The Search view's conditions and sort order, and the filter they stand for, kept in step as they change. */
export function useSearchForm(initialLang: Language, units?: UnitChoices) {
  const [category, setCategory] = useState<CategoryChoice>('all');
  const [lang, setLanguage] = useState<Language>(initialLang);
  const [rows, setRows] = useState<ConditionRow[]>([]);
  const [sorts, setSorts] = useState<SortRow[]>([]);
  // The rows' problems are worded in the display language: subscribed here, so that a change of it renders
  // the form again and words them again. Reading the rows costs microseconds: nothing is memoised.
  useTranslation();

  const conditions = rowsToFilter({ category, rows, lang, units });
  const order = rowsToOrderBy({ category, rows: sorts });
  const text = filterText(conditions.filter, order.orderby);
  const problems = new Map([
    ...conditions.problems.map((problem) => [problem.rowId, rowProblemText(problem.problem)] as const),
    ...order.problems.map((problem) => [problem.rowId, sortProblemText(problem)] as const),
  ]);

  const update = (id: string, change: (row: ConditionRow) => ConditionRow): void =>
    setRows((current) => current.map((row) => (row.id === id ? change(row) : row)));
  const updateSort = (id: string, change: Partial<Omit<SortRow, 'id'>>): void =>
    setSorts((current) => current.map((row) => (row.id === id ? { ...row, ...change } : row)));

  return {
    category,
    lang,
    rows,
    sorts,
    filter: conditions.filter,
    orderby: order.orderby,
    text,
    /** Messages per condition or sort row id: what to write instead. */
    problems,
    setCategory,
    /** Switches the language, translating the listed values already chosen (In Production <-> 生产中). */
    setLang: (next: Language) => {
      setRows((current) => translateRows(current, lang, next));
      setLanguage(next);
    },
    /** Adds a condition; returns its id (for the view to move focus to it), undefined when there is no item. */
    addRow: (): string | undefined => {
      const items = itemsForCategory(category);
      // Part numbers are what people look for first; any item of the category otherwise.
      const first = items.find((item) => item.name === 'Partno') ?? items[0];
      if (!first) return undefined;
      const row = newRow(first.name);
      setRows((current) => [...current, row]);
      return row.id;
    },
    removeRow: (id: string) => setRows((current) => current.filter((row) => row.id !== id)),
    changeItem: (id: string, item: string) => update(id, (row) => withItem(row, item)),
    changeRow: (id: string, change: (row: ConditionRow) => ConditionRow) => update(id, change),
    addSort: () => {
      const used = new Set(sorts.map((row) => row.item));
      const next = sortableItems(category).find((item) => item.name !== 'Category' && !used.has(item.name));
      if (next) setSorts((current) => [...current, newSortRow(next.name)]);
    },
    removeSort: (id: string) => setSorts((current) => current.filter((row) => row.id !== id)),
    changeSort: updateSort,
  };
}

export type SearchForm = ReturnType<typeof useSearchForm>;
