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
import { refreshSnapshots } from '../jobs/refreshSnapshots';
import type { JobProgress } from '../logic/jobProgress';
import { progressText } from '../wording/progressText';
import { snapshotsRefreshedText } from '../wording/snapshotsRefreshedText';
import type { PlaceJob } from '../hooks/useJob';
import { SnapshotNote } from './SnapshotNote';

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
 * A place's job status (useJob): the running job's progress and Cancel button, then how the place's last job
 * ended, and under it, when products came from kept snapshots, their date and Refresh (never silently stale).
 * The outcome sits in a live region, so a screen reader hears it without moving focus.
 */
export function JobStatus({ job, onOpenSettings }: { readonly job: PlaceJob; readonly onOpenSettings: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const { progress, message } = job;
  const snapshots = snapshotsOf(message?.snapshots);
  const outcome = useRef<HTMLDivElement>(null);
  // A job started from further down the view ends with its outcome in sight: the page scrolls it into view.
  useEffect(() => {
    if (message) outcome.current?.scrollIntoView?.({ block: 'nearest' });
  }, [message]);
  // A job like the others (progress, Cancel), started here, so that its message stays where this one was.
  const refresh = (used: readonly SnapshotUse[]): void =>
    void job.start(used[0].lang, (context) => refreshSnapshots(context, used), { text: snapshotsRefreshedText });
  return (
    <div className={styles.root}>
      {job.progressShown && (
        <div className={styles.running}>
          <Field
            className={styles.progress}
            label={progress ? t(`pane.job.${progress.phase}`) : t('pane.job.working')}
            hint={progress ? progressText(progress) : t('pane.job.starting')}
          >
            <ProgressBar value={fraction(progress)} thickness="large" />
          </Field>
          <Button onClick={job.cancel}>{t('pane.job.cancel')}</Button>
        </div>
      )}
      <div ref={outcome} className={styles.outcome} role="status" aria-live="polite" aria-atomic="true">
        {message && (
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
                  <Button size="small" onClick={job.runRest}>
                    {t('pane.job.fetchRest')}
                  </Button>
                ) : (
                  <Button size="small" onClick={job.retry}>
                    {t('pane.job.tryAgain')}
                  </Button>
                )}
              </MessageBarActions>
            )}
          </MessageBar>
        )}
        {snapshots && <SnapshotNote snapshots={snapshots} onRefresh={() => refresh(snapshots)} />}
      </div>
    </div>
  );
}
