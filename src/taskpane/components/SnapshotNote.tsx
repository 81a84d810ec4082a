import { Button, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { ArrowSyncRegular, HistoryRegular } from '@fluentui/react-icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SnapshotUse } from '../../core';
import { snapshotNoteText } from '../wording/snapshotNoteText';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  icon: { flexShrink: 0, fontSize: tokens.fontSizeBase400 },
  text: { flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' },
  // Past the age limit: the colour of a warning, besides the words that say so.
  stale: { color: tokens.colorStatusWarningForeground1 },
});

export interface SnapshotNoteProps {
  /** The snapshots a job's products came from, oldest first (JobOutcome.snapshots); the note names the oldest. */
  readonly snapshots: readonly [SnapshotUse, ...SnapshotUse[]];
  readonly onRefresh: () => void;
  readonly disabled?: boolean;
}

/** "From the snapshot of 2026-11-22 09:14" under a job's outcome, and Refresh, which downloads them again. */
export function SnapshotNote({ snapshots, onRefresh, disabled }: SnapshotNoteProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const textId = useId();
  const [oldest] = snapshots;
  return (
    <div className={mergeClasses(styles.root, oldest.stale && styles.stale)}>
      <HistoryRegular className={styles.icon} aria-hidden />
      <Text id={textId} size={200} className={styles.text}>
        {snapshotNoteText(oldest)}
      </Text>
      <Button
        size="small"
        icon={<ArrowSyncRegular />}
        disabled={disabled}
        title={t('components.snapshotNote.refreshHint')}
        aria-describedby={textId}
        onClick={onRefresh}
      >
        {t('components.snapshotNote.refresh')}
      </Button>
    </div>
  );
}
