import { Button, Field, Input } from '@fluentui/react-components';
import { ArrowSyncRegular, DataBarVerticalRegular } from '@fluentui/react-icons';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxGroup } from '../../components/CheckboxGroup';
import { useFormStyles } from '../../components/formStyles';
import { refreshBom, type RefreshBomOutcome } from './jobs/refreshBom';
import { writeSummary } from './jobs/writeSummary';
import { JobStatus } from '../../components/JobStatus';
import { useJob } from '../../hooks/useJob';
import { usePane, type ViewProps } from '../../PaneContext';
import { BOM_COLUMN_CHOICES, VIEW_DEFAULT_COLUMNS } from './logic/bomColumns';
import { BomResult } from './BomResult';
import { FillPartNumbers } from '../fill/FillPartNumbers';
import { RiskCharts } from './RiskCharts';
import { bomSummaryText } from './wording/bomSummaryText';
import { summarySheetText } from './wording/summarySheetTexts';

/** Most builds still planned that a last-time-buy is worked out for: more is a typo, not a plan. */
export const MAX_BUILDS = 1_000_000_000;

/** Whether `text` is a number of planned builds: empty (none), or a whole number from 1 to MAX_BUILDS. */
export function buildsAccepted(text: string): boolean {
  if (text.trim() === '') return true;
  const builds = Number(text);
  return Number.isInteger(builds) && builds >= 1 && builds <= MAX_BUILDS;
}

/** Lifecycle columns for a BOM's part numbers, refreshed in place, with the parts at risk marked. */
export function BomView({ openSettings, inSight }: ViewProps) {
  const { t } = useTranslation();
  const styles = useFormStyles();
  const { settings } = usePane();
  const job = useJob('view', inSight);
  const [columns, setColumns] = useState<string[]>([...VIEW_DEFAULT_COLUMNS]);
  const [outcome, setOutcome] = useState<RefreshBomOutcome | undefined>();
  const [builds, setBuilds] = useState('');
  const [buildsRefused, setBuildsRefused] = useState(false);
  const buildsInput = useRef<HTMLInputElement>(null);

  const refresh = async (): Promise<void> => {
    // Refused before anything is asked, next to the field, and the field focused: the message is where the fix is.
    if (!buildsAccepted(builds)) {
      setBuildsRefused(true);
      buildsInput.current?.focus();
      return;
    }
    setBuildsRefused(false);
    setOutcome(undefined);
    const result = await job.start(
      settings.lang,
      (context) =>
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
      { text: bomSummaryText },
    );
    // Whenever the columns were written, however it ended (incomplete, some or all parts not found): the
    // counts, the charts and the part numbers not found with their suggestions are what to look at next.
    if (result?.refreshedAt !== undefined) setOutcome(result);
  };

  return (
    <>
      {/* The status of this view's jobs at its top, where the eye is when they end. */}
      <JobStatus job={job} onOpenSettings={openSettings} />
      <div className={styles.form}>
        <p className={styles.intro}>{t('bom.view.intro')}</p>
        <CheckboxGroup
          label={t('bom.view.columns')}
          options={BOM_COLUMN_CHOICES}
          checked={columns}
          onChange={setColumns}
        />
        <Field
          label={t('bom.view.builds')}
          hint={t('bom.view.buildsHint')}
          validationState={buildsRefused ? 'error' : 'none'}
          validationMessage={buildsRefused ? t('bom.view.buildsRefused', { max: MAX_BUILDS }) : undefined}
        >
          <Input
            ref={buildsInput}
            type="number"
            min={1}
            max={MAX_BUILDS}
            step={1}
            value={builds}
            onChange={(_, data) => {
              setBuilds(data.value);
              if (buildsRefused && buildsAccepted(data.value)) setBuildsRefused(false);
            }}
          />
        </Field>
        <div className={styles.buttons}>
          <Button
            appearance="primary"
            icon={<ArrowSyncRegular />}
            disabled={job.running || columns.length === 0}
            onClick={() => void refresh()}
          >
            {t('bom.view.refresh')}
          </Button>
        </div>
        {outcome && (
          <div className={styles.buttons}>
            <Button
              icon={<DataBarVerticalRegular />}
              disabled={job.running}
              onClick={() =>
                void job.start(settings.lang, (context) => writeSummary(context, outcome), { text: summarySheetText })
              }
            >
              {t('bom.summary.button')}
            </Button>
          </div>
        )}
        {outcome && <RiskCharts outcome={outcome} />}
        {outcome && <BomResult outcome={outcome} />}
        <FillPartNumbers onRefreshed={setOutcome} openSettings={openSettings} />
      </div>
    </>
  );
}
