import {
  Button,
  Field,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  ProgressBar,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SnapshotUse } from '../../core';
import { refreshSnapshots } from './refreshSnapshots';
import type { JobProgress } from './types';
import type { JobRunner } from './useJobRunner';
import { usePane } from '../PaneContext';
import { SnapshotNote } from '../components/SnapshotNote';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  running: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  progress: { flexGrow: 1, minWidth: 0 },
  // Service text can be long unbroken part numbers: wrap them rather than widen the pane.
  text: { overflowWrap: 'anywhere', whiteSpace: 'pre-line' },
  outcome: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

/** The share done, for a determinate bar; undefined (an indeterminate bar) while the total is unknown. */
function fraction(progress: JobProgress | undefined): number | undefined {
  if (!progress?.total) return undefined;
  return Math.min(1, Math.max(0, progress.done / progress.total));
}

/** The snapshots of a message, when it has any (a list that is not empty). */
function snapshotsOf(snapshots: readonly SnapshotUse[] | undefined): [SnapshotUse, ...SnapshotUse[]] | undefined {
  return snapshots && snapshots.length > 0 ? [snapshots[0], ...snapshots.slice(1)] : undefined;
}

/**
 * The running job's progress and Cancel button, then how the last one ended, and under it, when products
 * came from kept snapshots, their date and Refresh (never silently stale). The outcome sits in a live
 * region, so a screen reader hears it without moving focus.
 */
export function JobStatus({
  runner,
  onOpenSettings,
  hideMessage = false,
  hideProgress = false,
}: {
  readonly runner: JobRunner;
  readonly onOpenSettings: () => void;
  /** Settings has its own messages: there the last job's outcome would only confuse. */
  readonly hideMessage?: boolean;
  /** The running job's status is shown elsewhere (in the part of a view that started it). */
  readonly hideProgress?: boolean;
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  const { startJob } = usePane();
  const { running, progress, message } = runner;
  const snapshots = snapshotsOf(message?.snapshots);
  const outcome = useRef<HTMLDivElement>(null);
  const shownMessage = !running && !hideMessage ? message : undefined;
  // A job started from further down the view ends with its outcome in sight: the page scrolls it into view.
  useEffect(() => {
    if (shownMessage) outcome.current?.scrollIntoView?.({ block: 'nearest' });
  }, [shownMessage]);
  // A job like the others (progress, Cancel), whose message stays in the view of the job it is about.
  const refresh = (used: readonly SnapshotUse[]): void =>
    void startJob(used[0].lang, (context) => refreshSnapshots(context, used), runner.messageView);
  return (
    <div className={styles.root}>
      {running && !hideProgress && (
        <div className={styles.running}>
          <Field
            className={styles.progress}
            label={progress ? t(`pane.job.${progress.phase}`) : t('pane.job.working')}
            hint={progress?.text ?? t('pane.job.starting')}
          >
            <ProgressBar value={fraction(progress)} thickness="large" />
          </Field>
          <Button onClick={runner.cancel}>{t('pane.job.cancel')}</Button>
        </div>
      )}
      <div ref={outcome} className={styles.outcome} role="status" aria-live="polite" aria-atomic="true">
        {!running && !hideMessage && message && (
          // data-intent: what the colour says, for the browser tests to read.
          <MessageBar intent={message.intent} layout="multiline" data-intent={message.intent}>
            <MessageBarBody className={styles.text}>
              {/* The space keeps title and text two words for screen readers and copied text. */}
              <MessageBarTitle>{message.title}</MessageBarTitle> {message.text}
            </MessageBarBody>
            {message.action && (
              <MessageBarActions>
                {message.action === 'openSettings' ? (
                  <Button size="small" onClick={onOpenSettings}>
                    {t('pane.job.openSettings')}
                  </Button>
                ) : message.action === 'rest' ? (
                  <Button size="small" onClick={runner.runRest}>
                    {t('pane.job.fetchRest')}
                  </Button>
                ) : (
                  <Button size="small" onClick={runner.retry}>
                    {t('pane.job.tryAgain')}
                  </Button>
                )}
              </MessageBarActions>
            )}
          </MessageBar>
        )}
        {!running && !hideMessage && snapshots && (
          <SnapshotNote snapshots={snapshots} onRefresh={() => refresh(snapshots)} />
        )}
      </div>
    </div>
  );
}
