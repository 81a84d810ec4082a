import { Button, Field, Input, Text } from '@fluentui/react-components';
import { ArrowSyncRegular, TextNumberListLtrRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartMatch } from '../../../core';
import { useFormStyles } from '../../components/formStyles';
import { JobStatus } from '../../components/JobStatus';
import { useJob } from '../../hooks/useJob';
import { refreshBom, type RefreshBomOutcome } from '../bom/jobs/refreshBom';
import { chooseCandidate } from './jobs/chooseCandidate';
import type { FilledLine, FillOutcome } from './jobs/fillOutcome';
import { fillPartNumbers } from './jobs/fillPartNumbers';
import { usePane } from '../../PaneContext';
import { VIEW_DEFAULT_COLUMNS } from '../bom/logic/bomColumns';
import { FillResult } from './FillResult';
import { bomSummaryText } from '../bom/wording/bomSummaryText';
import { candidateSummaryText } from './wording/candidateSummaryText';
import { fillSummaryText, fillTitleText } from './wording/fillSummaryText';

/** How a fill ended, and, for a BOM filled before, what it did as its title. */
const FILL_WORDS = { text: fillSummaryText, title: fillTitleText };

/** What choosing a candidate did. */
const CANDIDATE_WORDS = { text: candidateSummaryText };

/** How the lifecycle refresh of the filled part numbers ended, in the BOM view's words. */
const REFRESH_WORDS = { text: bomSummaryText };

export interface FillPartNumbersProps {
  /** A lifecycle refresh of the filled part numbers ended: the BOM view shows its result. */
  readonly onRefreshed: (outcome: RefreshBomOutcome) => void;
  /** Shows Settings (a job's message can send the user there). */
  readonly openSettings: () => void;
}

/** Part numbers for a BOM of values: the value column selected, a footprint column, and the lines to check. */
export function FillPartNumbers({ onRefreshed, openSettings }: FillPartNumbersProps) {
  const { t } = useTranslation();
  const styles = useFormStyles();
  const { settings } = usePane();
  // Fill's jobs show their progress, Cancel and outcome here, at the top of its part and above the lines to check,
  // and not at the top of the BOM view as well.
  const job = useJob('part');
  const [footprint, setFootprint] = useState('');
  const [outcome, setOutcome] = useState<FillOutcome | undefined>();
  const [inSheet, setInSheet] = useState<ReadonlyMap<number, string>>(new Map());
  const [settled, setSettled] = useState<ReadonlySet<number>>(new Set());

  const fill = async (): Promise<void> => {
    setOutcome(undefined);
    const result = await job.start(settings.lang, (context) => fillPartNumbers(context, { footprint }), FILL_WORDS);
    if (!result) return;
    setOutcome(result);
    setInSheet(new Map(result.toCheck.map((line) => [line.row, line.written])));
    setSettled(new Set());
  };

  const choose = async (line: FilledLine, match: PartMatch): Promise<void> => {
    const layout = outcome?.layout;
    if (!layout) return;
    const written = { ...line, written: inSheet.get(line.row) ?? line.written };
    const result = await job.start(
      settings.lang,
      (context) => chooseCandidate(context, layout, written, match),
      CANDIDATE_WORDS,
    );
    if (result?.status !== 'done') return;
    setInSheet(new Map(inSheet).set(line.row, match.product.record.Partno));
    setSettled(new Set(settled).add(line.row));
  };

  const refresh = async (): Promise<void> => {
    const parts = outcome?.partnos;
    if (!parts) return;
    const result = await job.start(
      settings.lang,
      (context) => refreshBom(context, { columns: VIEW_DEFAULT_COLUMNS, unitChoices: settings.units, parts }),
      REFRESH_WORDS,
    );
    if (result?.refreshedAt !== undefined) onRefreshed(result);
  };

  return (
    <section className={styles.form} aria-label={t('fill.view.heading')}>
      <Text as="h3" weight="semibold" className={styles.heading}>
        {t('fill.view.heading')}
      </Text>
      {/* Fill's own status, at the top of its part of the view: its progress and how it ended. */}
      <JobStatus job={job} onOpenSettings={openSettings} />
      <p className={styles.intro}>{t('fill.view.intro')}</p>
      <Field label={t('fill.view.footprint')} hint={t('fill.view.footprintHint')}>
        <Input value={footprint} onChange={(_, data) => setFootprint(data.value)} />
      </Field>
      <div className={styles.buttons}>
        <Button
          appearance="primary"
          icon={<TextNumberListLtrRegular />}
          disabled={job.running}
          onClick={() => void fill()}
        >
          {t('fill.view.fill')}
        </Button>
        {outcome?.partnos && outcome.summary.lines.filled + outcome.summary.lines.kept > 0 && (
          <Button icon={<ArrowSyncRegular />} disabled={job.running} onClick={() => void refresh()}>
            {t('fill.view.refreshLifecycle')}
          </Button>
        )}
      </div>
      {outcome && (
        <FillResult
          outcome={outcome}
          inSheet={inSheet}
          settled={settled}
          disabled={job.running}
          onChoose={(line, match) => void choose(line, match)}
        />
      )}
    </section>
  );
}
