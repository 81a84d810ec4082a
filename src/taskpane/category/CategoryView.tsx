import { Button, Field } from '@fluentui/react-components';
import { PaneSelect } from '../components/PaneSelect';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { BOTTOM_CATEGORIES, type BottomCategory, type Language, type NumberUnits } from '../../core';
import { useFormStyles } from '../components/formStyles';
import { LanguageField } from '../components/LanguageField';
import { NumbersField } from '../components/NumbersField';
import { insertCategory } from '../jobs/insertCategory';
import { categoryLabel } from '../logic/categoryChoices';
import { usePane } from '../PaneContext';

/** A whole bottom category into a new sheet, through the service's download operation (spec 4.1). */
export function CategoryView() {
  const styles = useFormStyles();
  const { settings, runner, startJob } = usePane();
  const [category, setCategory] = useState<BottomCategory>('ceramicCapacitorsSMD');
  const [lang, setLang] = useState<Language>(settings.lang);
  const [numberUnits, setNumberUnits] = useState<NumberUnits>('display');

  return (
    <div className={styles.form}>
      <p className={styles.intro}>
        Every product of one category, each with every field, in a new sheet: tens of thousands of rows to filter and
        pivot.
      </p>
      <Field label="Category">
        <PaneSelect value={category} onChange={(_, data) => setCategory(data.value as BottomCategory)}>
          {BOTTOM_CATEGORIES.map((choice) => (
            <option key={choice} value={choice}>
              {categoryLabel(choice)}
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
          onClick={() => void startJob(lang, (context) => insertCategory(context, { category, numberUnits }))}
        >
          Download category
        </Button>
      </div>
    </div>
  );
}
