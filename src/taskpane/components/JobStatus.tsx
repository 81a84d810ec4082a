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
import { useTranslation } from 'react-i18next';
import type { JobProgress } from '../jobs/types';
import type { JobRunner } from '../hooks/useJobRunner';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  running: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  progress: { flexGrow: 1, minWidth: 0 },
  // Service text can be long unbroken part numbers: wrap them rather than widen the pane.
  text: { overflowWrap: 'anywhere', whiteSpace: 'pre-line' },
});

/** The share done, for a determinate bar; undefined (an indeterminate bar) while the total is unknown. */
function fraction(progress: JobProgress | undefined): number | undefined {
  if (!progress?.total) return undefined;
  return Math.min(1, Math.max(0, progress.done / progress.total));
}

/**
 * The running job's progress and Cancel button, then how the last one ended. The outcome sits in a live
 * region, so a screen reader hears it without moving focus.
 */
export function JobStatus({
  runner,
  onOpenSettings,
  hideMessage = false,
}: {
  readonly runner: JobRunner;
  readonly onOpenSettings: () => void;
  /** Settings has its own messages: there the last job's outcome would only confuse. */
  readonly hideMessage?: boolean;
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  const { running, progress, message } = runner;
  return (
    <div className={styles.root}>
      {running && (
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
      <div role="status" aria-live="polite" aria-atomic="true">
        {!running && !hideMessage && message && (
          <MessageBar intent={message.intent} layout="multiline">
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
      </div>
    </div>
  );
}
