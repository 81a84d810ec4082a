import { Button, Divider, Field, makeStyles, Text, tokens } from '@fluentui/react-components';
import { PaneSelect } from '../../components/PaneSelect';
import { AddRegular, ArrowSwapRegular, EyeRegular, TableAddRegular } from '@fluentui/react-icons';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchResult } from '../../../core';
import { useFormStyles } from '../../components/formStyles';
import { focusColumnsPicker } from '../../components/ColumnsPicker';
import { LanguageField } from '../../components/LanguageField';
import { useColumnPresets } from '../../hooks/useColumnPresets';
import { type EquivalentsOutcome, findSelectedEquivalents } from './jobs/findSelectedEquivalents';
import { insertEquivalents } from './jobs/insertEquivalents';
import { insertSearchResults } from './jobs/insertSearch';
import { previewSearch } from './jobs/previewSearch';
import type { CategoryChoice } from '../../logic/categoryChoices';
import { itemsForCategory } from './logic/conditionRows';
import { outcomeLook } from '../../wording/outcomeLook';
import { chosenFields, defaultFields, fieldChoices } from '../../logic/fieldChoices';
import { columnsProblemText, describedChoices } from '../../wording/fieldChoiceTexts';
import { sortableItems } from './logic/sortRows';
import { JobStatus } from '../../components/JobStatus';
import { useJob } from '../../hooks/useJob';
import { usePane, type ViewProps } from '../../PaneContext';
import { ConditionRowEditor } from './ConditionRowEditor';
import { EquivalentsResult } from './EquivalentsResult';
import { FilterBox } from './FilterBox';
import { type InsertChoices, InsertOptions } from './InsertOptions';
import { equivalentsFoundText, equivalentsInsertedText } from './wording/equivalentsText';
import { previewSummaryText } from './wording/previewSummaryText';
import { searchSummaryText } from './wording/searchSummaryText';
import { ProductPreview } from './ProductPreview';
import { SEARCH_CATEGORIES } from './wording/searchCategories';
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
export function SearchView({ openSettings, inSight }: ViewProps) {
  const form = useFormStyles();
  const styles = useStyles();
  const { t } = useTranslation();
  const { settings } = usePane();
  const job = useJob('view', inSight);
  const { presets, savePreset } = useColumnPresets(job.show);
  const search = useSearchForm(settings.lang, settings.units);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [preview, setPreview] = useState<SearchResult | undefined>();
  const [equivalents, setEquivalents] = useState<EquivalentsOutcome | undefined>();
  const columnsPicker = useRef<HTMLFieldSetElement>(null);
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
  // Not kept between renders: the Category column's meaning is worded in the display language.
  const columns = describedChoices(fieldChoices(search.category));
  const fields = insert.columns === 'choose' ? chosenFields(search.category, insert.chosen) : undefined;
  const problemCount = search.problems.size + ('problem' in search.text ? 1 : 0) + (fields?.problem ? 1 : 0);
  // A new, untouched row has nothing wrong yet: its message waits until the user leaves it or searches.
  const problemOf = (id: string): string | undefined =>
    attempted || touched.has(id) ? search.problems.get(id) : undefined;

  const changeCategory = (category: CategoryChoice): void => {
    search.setCategory(category);
    setInsert((current) => ({ ...current, chosen: defaultFields(category) }));
  };

  /**
   * Whether the search can be sent; if not, every problem is shown, the status says so, and the first
   * condition with a problem is scrolled to and focused on its control the message is about: the message is
   * read where it stands, and the fix typed there.
   */
  const ready = (): boolean => {
    if (problemCount === 0) return true;
    setAttempted(true);
    const first = search.rows.find((row) => search.problems.has(row.id));
    if (first) setProblemFocus(first.id);
    // No column at all: its message already stands beside the picker, where the fix is made.
    else if (fields?.problem) focusColumnsPicker(columnsPicker.current);
    // Coloured as a failure (outcomeLook), titled with what failed: the search was not sent.
    job.show({
      ...outcomeLook('failed'),
      title: t('search.run.notSent'),
      text: t('search.run.attention', { count: problemCount }),
    });
    return false;
  };

  const runPreview = (): void => {
    if (!ready()) return;
    setPreview(undefined);
    const asked = sent;
    void job.start(
      search.lang,
      (context) =>
        previewSearch(context, {
          filter: search.filter,
          orderby: search.orderby,
          stillAsked: () => latestSent.current === asked,
          show: setPreview,
        }),
      { text: previewSummaryText },
    );
  };

  // Focus follows what the user did: to the condition just added, and after a removal to the condition
  // that took its place (or the one before it, or Add condition when none is left), never to the page.
  const addButton = useRef<HTMLButtonElement>(null);
  const [focusTarget, setFocusTarget] = useState<string | undefined>();
  useEffect(() => {
    if (focusTarget === undefined) return;
    const row = document.querySelector<HTMLElement>(`[data-condition="${focusTarget}"] select`);
    (row ?? addButton.current)?.focus();
    setFocusTarget(undefined);
  }, [focusTarget]);
  const addCondition = (): void => setFocusTarget(search.addRow() ?? '');
  // Once the messages are shown (the render after Preview or Insert): the first one's condition, its control.
  const [problemFocus, setProblemFocus] = useState<string | undefined>();
  useEffect(() => {
    if (problemFocus === undefined) return;
    const group = document.querySelector<HTMLElement>(`[data-condition="${problemFocus}"]`);
    const control =
      group?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? group?.querySelector<HTMLElement>('input, select');
    group?.scrollIntoView({ block: 'center' });
    control?.focus();
    setProblemFocus(undefined);
  }, [problemFocus]);
  const removeCondition = (id: string): void => {
    const index = search.rows.findIndex((row) => row.id === id);
    const next = search.rows[index + 1] ?? search.rows[index - 1];
    search.removeRow(id);
    setFocusTarget(next?.id ?? '');
  };

  /** Enter in a typed value runs Preview, as a search box does; lists and buttons keep their own Enter. */
  const previewOnEnter = (event: KeyboardEvent<HTMLElement>): void => {
    const target = event.target as HTMLElement;
    if (event.key !== 'Enter' || target.tagName !== 'INPUT' || target.getAttribute('role') === 'combobox') return;
    event.preventDefault();
    runPreview();
  };

  const runInsert = (): void => {
    if (!ready()) return;
    void job.start(
      search.lang,
      (context) =>
        insertSearchResults(context, {
          filter: search.filter,
          orderby: search.orderby,
          fields: fields?.fields,
          numberUnits: insert.numberUnits,
          unitChoices: settings.units,
          destination: insert.destination,
        }),
      { text: searchSummaryText },
    );
  };

  /** Every equivalent found, into the destination and with the numbers chosen for Insert into sheet. */
  const runInsertEquivalents = (found: EquivalentsOutcome): void =>
    void job.start(
      search.lang,
      (context) =>
        insertEquivalents(context, {
          found,
          numberUnits: insert.numberUnits,
          unitChoices: settings.units,
          destination: insert.destination,
        }),
      { text: equivalentsInsertedText },
    );

  return (
    <>
      {/* The status of this view's jobs at its top, where the eye is when they end. */}
      <JobStatus job={job} onOpenSettings={openSettings} />
      <div className={form.form}>
        <Field label={t('search.category.label')}>
          <PaneSelect value={search.category} onChange={(_, data) => changeCategory(data.value as CategoryChoice)}>
            {SEARCH_CATEGORIES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </PaneSelect>
        </Field>
        <LanguageField value={search.lang} onChange={search.setLang} hint={t('search.languageHint')} />

        <section className={styles.section} aria-label={t('search.conditions.heading')} onKeyDown={previewOnEnter}>
          <Text as="h3" weight="semibold" className={form.heading}>
            {t('search.conditions.heading')}
          </Text>
          {search.rows.length === 0 && <Text size={200}>{t('search.conditions.none')}</Text>}
          {search.rows.map((row, index) => (
            <ConditionRowEditor
              key={row.id}
              row={row}
              number={index + 1}
              items={items}
              lang={search.lang}
              units={settings.units}
              problem={problemOf(row.id)}
              onItem={(item) => search.changeItem(row.id, item)}
              onChange={(changed) => search.changeRow(row.id, () => changed)}
              onRemove={() => removeCondition(row.id)}
              onTouched={() => setTouched((current) => new Set(current).add(row.id))}
            />
          ))}
          <Button ref={addButton} className={styles.add} icon={<AddRegular />} onClick={addCondition}>
            {t('search.conditions.add')}
          </Button>
        </section>

        <section className={styles.section} aria-label={t('search.sort.heading')}>
          <Text as="h3" weight="semibold" className={form.heading}>
            {t('search.sort.heading')}
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

        <section className={styles.section} aria-label={t('search.filter.section')}>
          <FilterBox text={search.text} incomplete={search.rows.filter((row) => search.problems.has(row.id)).length} />
        </section>

        <Divider />
        <InsertOptions
          value={insert}
          fieldChoices={columns}
          columnsProblem={columnsProblemText(fields?.problem)}
          onChange={(change) => setInsert((current) => ({ ...current, ...change }))}
          presets={presets}
          onSavePreset={savePreset}
          columnsRef={columnsPicker}
        />
        <div className={form.buttons}>
          <Button icon={<EyeRegular />} disabled={job.running} onClick={runPreview}>
            {t('search.run.preview')}
          </Button>
          <Button appearance="primary" icon={<TableAddRegular />} disabled={job.running} onClick={runInsert}>
            {t('search.run.insert')}
          </Button>
        </div>
        {preview && <ProductPreview result={preview} />}
        <Divider />
        <Field hint={t('search.equivalents.hint')}>
          <Button
            icon={<ArrowSwapRegular />}
            disabled={job.running}
            onClick={() =>
              void job
                .start(search.lang, findSelectedEquivalents, { text: equivalentsFoundText })
                .then((result) => setEquivalents(result))
            }
          >
            {t('search.equivalents.button')}
          </Button>
        </Field>
        {equivalents && equivalents.equivalents.length > 0 && (
          <EquivalentsResult
            outcome={equivalents}
            disabled={job.running}
            onInsert={() => runInsertEquivalents(equivalents)}
          />
        )}
      </div>
    </>
  );
}
