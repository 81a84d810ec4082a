import { Button, Field } from '@fluentui/react-components';
import { PaneSelect } from '../components/PaneSelect';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BOTTOM_CATEGORIES, type BottomCategory, type Language, type NumberUnits } from '../../core';
import { useFormStyles } from '../components/formStyles';
import { LanguageField } from '../components/LanguageField';
import { NumbersField } from '../components/NumbersField';
import { insertCategory } from '../jobs/insertCategory';
import { categoryDisplayName } from '../logic/categoryChoices';
import { usePane } from '../PaneContext';

/** A whole bottom category into a new sheet, through the service's download operation (spec 4.1). */
export function CategoryView() {
  const styles = useFormStyles();
  const { t } = useTranslation();
  const { settings, runner, startJob } = usePane();
  const [category, setCategory] = useState<BottomCategory>('ceramicCapacitorsSMD');
  const [lang, setLang] = useState<Language>(settings.lang);
  const [numberUnits, setNumberUnits] = useState<NumberUnits>('display');

  return (
    <div className={styles.form}>
      <p className={styles.intro}>{t('category.intro')}</p>
      <Field label={t('category.category')}>
        <PaneSelect value={category} onChange={(_, data) => setCategory(data.value as BottomCategory)}>
          {BOTTOM_CATEGORIES.map((choice) => (
            <option key={choice} value={choice}>
              {categoryDisplayName(choice)}
            </option>
          ))}
        </PaneSelect>
      </Field>
      <LanguageField value={lang} onChange={setLang} />
      <NumbersField value={numberUnits} onChange={setNumberUnits} />
      <div className={styles.buttons}>
        <Button
          appearance="primary"
          icon={<ArrowDownloadRegular />}
          disabled={runner.running}
          onClick={() =>
            void startJob(lang, (context) =>
              insertCategory(context, { category, numberUnits, unitChoices: settings.units }),
            )
          }
        >
          {t('category.download')}
        </Button>
      </div>
    </div>
  );
}
