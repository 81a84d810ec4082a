import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowSyncRegular, DismissRegular } from '@fluentui/react-icons';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { forgetTableRecord, readTableRecords, type TableRecord } from '../../../office/workbook';
import { useFormStyles } from '../../components/formStyles';
import type { BomSummary } from '../bom/logic/bomOutcome';
import { bomSummaryText } from '../bom/wording/bomSummaryText';
import { refreshAllRecords, refreshRecord } from './jobs/refreshRecord';
import { describeError } from '../../wording/describeError';
import { recordError } from '../../../office/errorLog';
import type { RecordRefreshed, TablesRefreshed } from './logic/tableRefreshed';
import { tableDetails, tableTitle } from './wording/tableDescription';
import { recordRefreshedText, tablesRefreshedText } from './wording/tablesRefreshedText';
import { JobStatus } from '../../components/JobStatus';
import { useJob } from '../../hooks/useJob';
import { usePane, type ViewProps } from '../../PaneContext';

const useStyles = makeStyles({
  title: { margin: 0, fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  details: { margin: 0, color: tokens.colorNeutralForeground2 },
});

/**
 * The tables PartSpec wrote in this workbook (searches, categories, BOMs), each with when its data was
 * fetched, to refresh one or all in place. The list is read from the workbook itself, so it is the same
 * after the workbook was closed and opened again, on any machine.
 */
export function TablesView({ openSettings, inSight }: ViewProps) {
  const form = useFormStyles();
  const styles = useStyles();
  const { workbook } = usePane();
  const job = useJob('view', inSight);
  const { t } = useTranslation();
  const [records, setRecords] = useState<readonly TableRecord[] | undefined>();
  const [problem, setProblem] = useState<string | undefined>();

  const load = useCallback(async () => {
    try {
      setRecords(await readTableRecords(workbook));
      setProblem(undefined);
    } catch (error) {
      recordError(error, 'pane');
      setProblem(describeError(error));
    }
  }, [workbook]);

  // Read again whenever a job ends: it may have written or refreshed a table.
  useEffect(() => {
    if (!job.running) void load();
  }, [job.running, load]);

  const refreshOne = (record: TableRecord) =>
    void job.start(record.lang, (context) => refreshRecord(context, record), {
      text: (summary: RecordRefreshed<BomSummary>) => recordRefreshedText(summary, bomSummaryText),
    });
  const refreshAll = () =>
    void job.start(records?.[0]?.lang ?? 'en', (context) => refreshAllRecords(context), {
      text: (summary: TablesRefreshed<BomSummary>) => tablesRefreshedText(summary, bomSummaryText),
    });
  const forget = async (record: TableRecord) => {
    await forgetTableRecord(workbook, record.id);
    await load();
  };

  return (
    <>
      {/* The status of this view's jobs at its top, where the eye is when they end. */}
      <JobStatus job={job} onOpenSettings={openSettings} />
      <div className={form.form}>
        <p className={form.intro}>{t('tables.intro')}</p>
        {problem && <p className={styles.details}>{problem}</p>}
        {records && records.length === 0 && <p className={styles.details}>{t('tables.empty')}</p>}
        {records && records.length > 0 && (
          <>
            <div className={form.buttons}>
              <Button appearance="primary" icon={<ArrowSyncRegular />} disabled={job.running} onClick={refreshAll}>
                {t('tables.refreshAll')}
              </Button>
            </div>
            <ul className={form.cardList} aria-label={t('tables.list')}>
              {records.map((record) => (
                <li key={record.id} className={form.card}>
                  <p className={styles.title}>{tableTitle(record)}</p>
                  <p className={styles.details}>{tableDetails(record)}</p>
                  <div className={form.buttons}>
                    <Button
                      size="small"
                      icon={<ArrowSyncRegular />}
                      disabled={job.running}
                      onClick={() => refreshOne(record)}
                    >
                      {t('tables.refreshTable')}
                    </Button>
                    <Button
                      size="small"
                      appearance="subtle"
                      icon={<DismissRegular />}
                      disabled={job.running}
                      aria-label={t('tables.forgetLabel', { title: tableTitle(record) })}
                      onClick={() => void forget(record)}
                    >
                      {t('tables.forget')}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </>
  );
}
