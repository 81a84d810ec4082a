import { Button, Field, Input } from '@fluentui/react-components';
import { ArrowSyncRegular, DataBarVerticalRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxGroup } from '../components/CheckboxGroup';
import { useFormStyles } from '../components/formStyles';
import { refreshBom, type RefreshBomOutcome } from '../jobs/bom/refreshBom';
import { writeSummary } from '../jobs/writeSummary';
import { usePane } from '../PaneContext';
import { BOM_COLUMN_CHOICES, VIEW_DEFAULT_COLUMNS } from './bomColumns';
import { BomResult } from './BomResult';
import { RiskCharts } from './RiskCharts';

/** Lifecycle columns for a BOM's part numbers, refreshed in place, with the parts at risk marked. */
export function BomView() {
  const { t } = useTranslation();
  const styles = useFormStyles();
  const { settings, runner, startJob } = usePane();
  const [columns, setColumns] = useState<string[]>([...VIEW_DEFAULT_COLUMNS]);
  const [outcome, setOutcome] = useState<RefreshBomOutcome | undefined>();
  const [builds, setBuilds] = useState('');

  const refresh = async (): Promise<void> => {
    setOutcome(undefined);
    const result = await startJob(settings.lang, (context) =>
      refreshBom(context, {
        // Planned builds given: the last-time-buy quantity is what they are for.
        columns:
          builds.trim() !== '' && !columns.includes('LastTimeBuyQuantity')
            ? [...columns, 'LastTimeBuyQuantity']
            : columns,
        unitChoices: settings.units,
        // Whatever is typed goes to the job, which says what to enter when it is no whole number.
        ...(builds.trim() === '' ? {} : { builds: Number(builds) }),
      }),
    );
    if (result?.status === 'done') setOutcome(result);
  };

  return (
    <div className={styles.form}>
      <p className={styles.intro}>{t('bom.view.intro')}</p>
      <CheckboxGroup
        label={t('bom.view.columns')}
        options={BOM_COLUMN_CHOICES}
        checked={columns}
        onChange={setColumns}
      />
      <Field label={t('bom.view.builds')} hint={t('bom.view.buildsHint')}>
        <Input type="number" min={1} step={1} value={builds} onChange={(_, data) => setBuilds(data.value)} />
      </Field>
      <div className={styles.buttons}>
        <Button
          appearance="primary"
          icon={<ArrowSyncRegular />}
          disabled={runner.running || columns.length === 0}
          onClick={() => void refresh()}
        >
          {t('bom.view.refresh')}
        </Button>
      </div>
      {outcome && (
        <div className={styles.buttons}>
          <Button
            icon={<DataBarVerticalRegular />}
            disabled={runner.running}
            onClick={() => void startJob(settings.lang, (context) => writeSummary(context, outcome))}
          >
            {t('bom.summary.button')}
          </Button>
        </div>
      )}
      {outcome && <RiskCharts outcome={outcome} />}
      {outcome && <BomResult outcome={outcome} />}
    </div>
  );
}
