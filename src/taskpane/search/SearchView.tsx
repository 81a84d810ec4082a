import { Button, Divider, Field, makeStyles, Text, tokens } from '@fluentui/react-components';
import { PaneSelect } from '../components/PaneSelect';
import { AddRegular, EyeRegular, TableAddRegular } from '@fluentui/react-icons';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { SearchResult } from '../../core';
import { useFormStyles } from '../components/formStyles';
import { LanguageField } from '../components/LanguageField';
import { insertSearchResults } from '../jobs/insertSearch';
import type { CategoryChoice } from '../logic/categoryChoices';
import { itemsForCategory } from '../logic/conditionRows';
import { chosenFields, defaultFields, fieldChoices } from '../logic/fieldChoices';
import { sortableItems } from '../logic/sortRows';
import { usePane } from '../PaneContext';
import { ConditionRowEditor } from './ConditionRowEditor';
import { FilterBox } from './FilterBox';
import { type InsertChoices, InsertOptions } from './InsertOptions';
import { matchCount, ProductPreview } from './ProductPreview';
import { SEARCH_CATEGORIES } from './searchCategories';
import { SortRowsEditor } from './SortRowsEditor';
import { useSearchForm } from './useSearchForm';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  add: { alignSelf: 'flex-start' },
});

/**
 * A search built from conditions, with the exact filter it sends shown live; a preview of the first page
 * in the pane, or every match inserted into a sheet.
 */
export function SearchView() {
  const form = useFormStyles();
  const styles = useStyles();
  const { settings, runner, startJob } = usePane();
  const search = useSearchForm(settings.lang);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [preview, setPreview] = useState<SearchResult | undefined>();
  const [insert, setInsert] = useState<InsertChoices>({
    destination: 'newSheet',
    columns: 'all',
    chosen: defaultFields('all'),
    numberUnits: 'display',
  });

  // A preview answers the filter it was asked for: once the filter changes it would mislead.
  const sent = 'filter' in search.text ? `${search.text.filter} ${search.text.orderby} ${search.lang}` : '';
  useEffect(() => setPreview(undefined), [sent]);
  // And one that arrives after the filter changed answers a filter no longer shown: it is dropped.
  const latestSent = useRef(sent);
  latestSent.current = sent;

  const items = useMemo(() => itemsForCategory(search.category), [search.category]);
  const sortItems = useMemo(() => sortableItems(search.category), [search.category]);
  const columns = useMemo(() => fieldChoices(search.category), [search.category]);
  const fields = insert.columns === 'choose' ? chosenFields(search.category, insert.chosen) : undefined;
  const problemCount = search.problems.size + ('problem' in search.text ? 1 : 0) + (fields?.problem ? 1 : 0);
  // A new, untouched row has nothing wrong yet: its message waits until the user leaves it or searches.
  const problemOf = (id: string): string | undefined =>
    attempted || touched.has(id) ? search.problems.get(id) : undefined;

  const changeCategory = (category: CategoryChoice): void => {
    search.setCategory(category);
    setInsert((current) => ({ ...current, chosen: defaultFields(category) }));
  };

  /** Whether the search can be sent; if not, every problem is shown and the status says so. */
  const ready = (): boolean => {
    if (problemCount === 0) return true;
    setAttempted(true);
    runner.show({
      intent: 'error',
      title: 'Not sent',
      text:
        problemCount === 1
          ? 'One entry needs attention: the message is under it.'
          : `${problemCount} entries need attention: the messages are under them.`,
    });
    return false;
  };

  const runPreview = (): void => {
    if (!ready()) return;
    setPreview(undefined);
    const asked = sent;
    void startJob(search.lang, async (context) => {
      context.onProgress({ phase: 'fetching', done: 0, requests: 0, text: 'Asking the service for the first page' });
      const result = await context.client.search({
        filter: search.filter,
        orderby: search.orderby,
        lang: context.lang,
        signal: context.signal,
      });
      if (latestSent.current !== asked) {
        return {
          status: 'done',
          summary: 'The conditions changed while the preview was on its way: press Preview again.',
        };
      }
      setPreview(result);
      return { status: 'done', summary: `${matchCount(result)}. Insert into sheet writes every match.` };
    });
  };

  const runInsert = (): void => {
    if (!ready()) return;
    void startJob(search.lang, (context) =>
      insertSearchResults(context, {
        filter: search.filter,
        orderby: search.orderby,
        fields: fields?.fields,
        numberUnits: insert.numberUnits,
        destination: insert.destination,
      }),
    );
  };

  return (
    <div className={form.form}>
      <Field label="Category">
        <PaneSelect value={search.category} onChange={(_, data) => changeCategory(data.value as CategoryChoice)}>
          {SEARCH_CATEGORIES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </PaneSelect>
      </Field>
      <LanguageField
        value={search.lang}
        onChange={search.setLang}
        hint="Of listed values (Status, Mounting, …) and of the results."
      />

      <section className={styles.section} aria-label="Conditions">
        <Text as="h3" weight="semibold" className={form.heading}>
          Conditions
        </Text>
        {search.rows.length === 0 && <Text size={200}>No conditions yet: every product of the category matches.</Text>}
        {search.rows.map((row, index) => (
          <ConditionRowEditor
            key={row.id}
            row={row}
            number={index + 1}
            items={items}
            lang={search.lang}
            problem={problemOf(row.id)}
            onItem={(item) => search.changeItem(row.id, item)}
            onChange={(changed) => search.changeRow(row.id, () => changed)}
            onRemove={() => search.removeRow(row.id)}
            onTouched={() => setTouched((current) => new Set(current).add(row.id))}
          />
        ))}
        <Button className={styles.add} icon={<AddRegular />} onClick={search.addRow}>
          Add condition
        </Button>
      </section>

      <section className={styles.section} aria-label="Sort order">
        <Text as="h3" weight="semibold" className={form.heading}>
          Sort order
        </Text>
        <SortRowsEditor
          rows={search.sorts}
          items={sortItems}
          problems={search.problems}
          canAdd={search.sorts.length < sortItems.length}
          onAdd={search.addSort}
          onChange={search.changeSort}
          onRemove={search.removeSort}
        />
      </section>

      <section className={styles.section} aria-label="Filter">
        <FilterBox text={search.text} incomplete={search.rows.filter((row) => search.problems.has(row.id)).length} />
      </section>

      <Divider />
      <InsertOptions
        value={insert}
        fieldChoices={columns}
        columnsProblem={fields?.problem}
        onChange={(change) => setInsert((current) => ({ ...current, ...change }))}
      />
      <div className={form.buttons}>
        <Button icon={<EyeRegular />} disabled={runner.running} onClick={runPreview}>
          Preview
        </Button>
        <Button appearance="primary" icon={<TableAddRegular />} disabled={runner.running} onClick={runInsert}>
          Insert into sheet
        </Button>
      </div>
      {preview && <ProductPreview result={preview} />}
    </div>
  );
}
