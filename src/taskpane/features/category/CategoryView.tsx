import { Button, Field } from '@fluentui/react-components';
import { PaneSelect } from '../../components/PaneSelect';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BOTTOM_CATEGORIES, type BottomCategory, type Language, type NumberUnits } from '../../../core';
import { ColumnsField, type ColumnsMode } from '../../components/ColumnsField';
import { focusColumnsPicker } from '../../components/ColumnsPicker';
import { useFormStyles } from '../../components/formStyles';
import { LanguageField } from '../../components/LanguageField';
import { NumbersField } from '../../components/NumbersField';
import { useColumnPresets } from '../../hooks/useColumnPresets';
import { insertCategory } from './jobs/insertCategory';
import { categorySummaryText } from './wording/categorySummaryText';
import { categoryDisplayName } from '../../wording/categoryNames';
import { chosenFields, defaultFields, fieldChoices } from '../../logic/fieldChoices';
import { columnsProblemText, describedChoices } from '../../wording/fieldChoiceTexts';
import { outcomeLook } from '../../wording/outcomeLook';
import { JobStatus } from '../../components/JobStatus';
import { useJob } from '../../hooks/useJob';
import { usePane, type ViewProps } from '../../PaneContext';

/**
 * A whole bottom category into a new sheet, through the service's download operation (spec 4.1), with
 * every column or those chosen (the Search view's column picker).
 */
export function CategoryView({ openSettings, inSight }: ViewProps) {
  const styles = useFormStyles();
  const { t } = useTranslation();
  const { settings } = usePane();
  const job = useJob('view', inSight);
  const { presets, savePreset } = useColumnPresets(job.show);
  const [category, setCategory] = useState<BottomCategory>('ceramicCapacitorsSMD');
  const [lang, setLang] = useState<Language>(settings.lang);
  const [numberUnits, setNumberUnits] = useState<NumberUnits>('display');
  const [columns, setColumns] = useState<ColumnsMode>('all');
  const [chosen, setChosen] = useState<readonly string[]>(() => defaultFields('ceramicCapacitorsSMD'));
  const columnsPicker = useRef<HTMLFieldSetElement>(null);
  // Not kept between renders: the Category column's meaning is worded in the display language.
  const choices = describedChoices(fieldChoices(category));
  const fields = columns === 'choose' ? chosenFields(category, chosen) : undefined;

  const changeCategory = (next: BottomCategory): void => {
    setCategory(next);
    setChosen(defaultFields(next));
  };

  const download = (): void => {
    // No column at all is refused here, as Search refuses it: nothing is sent, and the focus goes to the fix.
    if (fields?.problem) {
      focusColumnsPicker(columnsPicker.current);
      job.show({
        ...outcomeLook('failed'),
        title: t('search.run.notSent'),
        text: t('search.run.attention', { count: 1 }),
      });
      return;
    }
    void job.start(
      lang,
      (context) =>
        insertCategory(context, { category, numberUnits, fields: fields?.fields, unitChoices: settings.units }),
      { text: categorySummaryText },
    );
  };

  return (
    <>
      {/* The status of this view's jobs at its top, where the eye is when they end. */}
      <JobStatus job={job} onOpenSettings={openSettings} />
      <div className={styles.form}>
        <p className={styles.intro}>{t('category.intro')}</p>
        <Field label={t('category.category')}>
          <PaneSelect value={category} onChange={(_, data) => changeCategory(data.value as BottomCategory)}>
            {BOTTOM_CATEGORIES.map((choice) => (
              <option key={choice} value={choice}>
                {categoryDisplayName(choice)}
              </option>
            ))}
          </PaneSelect>
        </Field>
        <LanguageField value={lang} onChange={setLang} />
        <ColumnsField
          mode={columns}
          chosen={chosen}
          choices={choices}
          problem={columnsProblemText(fields?.problem)}
          onModeChange={setColumns}
          onChosenChange={setChosen}
          presets={presets}
          onSavePreset={savePreset}
          pickerRef={columnsPicker}
        />
        <NumbersField value={numberUnits} onChange={setNumberUnits} />
        <div className={styles.buttons}>
          <Button appearance="primary" icon={<ArrowDownloadRegular />} disabled={job.running} onClick={download}>
            {t('category.download')}
          </Button>
        </div>
      </div>
    </>
  );
}
