import { Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { ArrowSyncRegular, DeleteRegular, DismissRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { KeptSnapshot } from '../../../core';
import { useFormStyles } from '../../components/formStyles';
import { snapshotContents, snapshotIssued, snapshotName, snapshotStaleText } from './logic/snapshotDescription';

const useStyles = makeStyles({
  title: { margin: 0, overflowWrap: 'anywhere' },
  details: { margin: 0, color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  stale: { margin: 0, color: tokens.colorPaletteDarkOrangeForeground1, overflowWrap: 'anywhere' },
});

export interface KeptSnapshotItemProps {
  readonly snapshot: KeptSnapshot;
  /** What is being done to this snapshot now, if anything. */
  readonly busy?: 'refresh' | 'delete';
  /** Another snapshot is busy: one thing at a time. */
  readonly waiting: boolean;
  readonly onRefresh: () => void;
  readonly onDelete: () => void;
  readonly onCancel: () => void;
}

/**
 * One kept snapshot: its name as a heading, when the service issued it and how old it is by the service's
 * clock, its size and products, whether it is stale and why, and its buttons, named with the snapshot for a
 * screen reader's list of buttons. A snapshot kept for another connection says which, and can only be
 * deleted here (it is downloaded again through its own connection).
 */
export function KeptSnapshotItem({ snapshot, busy, waiting, onRefresh, onDelete, onCancel }: KeptSnapshotItemProps) {
  const form = useFormStyles();
  const styles = useStyles();
  const { t } = useTranslation();
  const name = snapshotName(snapshot);
  // Focusable while disabled: the button pressed from the keyboard keeps the focus while it works.
  const unavailable = busy !== undefined || waiting;
  const stale = snapshotStaleText(snapshot);
  return (
    <li className={form.card}>
      <Text as="h4" weight="semibold" className={styles.title}>
        {name}
      </Text>
      <p className={styles.details}>{snapshotIssued(snapshot)}</p>
      <p className={styles.details}>{snapshotContents(snapshot)}</p>
      {!snapshot.inUse && (
        <p className={styles.details}>{t('settings.snapshots.keptFor', { service: snapshot.service })}</p>
      )}
      {stale && <p className={styles.stale}>{stale}</p>}
      <div className={form.buttons}>
        {snapshot.inUse && (
          <Button
            type="button"
            size="small"
            icon={<ArrowSyncRegular />}
            disabledFocusable={unavailable}
            aria-label={t('settings.snapshots.refreshLabel', { name })}
            onClick={onRefresh}
          >
            {t('settings.snapshots.refresh')}
          </Button>
        )}
        <Button
          type="button"
          size="small"
          appearance="subtle"
          icon={<DeleteRegular />}
          disabledFocusable={unavailable}
          aria-label={t('settings.snapshots.deleteLabel', { name })}
          onClick={onDelete}
        >
          {t('settings.snapshots.delete')}
        </Button>
        {busy && (
          <Spinner
            size="tiny"
            label={busy === 'refresh' ? t('settings.snapshots.downloading') : t('settings.snapshots.deleting')}
          />
        )}
        {busy === 'refresh' && (
          <Button
            type="button"
            size="small"
            appearance="subtle"
            icon={<DismissRegular />}
            aria-label={t('settings.snapshots.cancelLabel', { name })}
            onClick={onCancel}
          >
            {t('settings.snapshots.cancel')}
          </Button>
        )}
      </div>
    </li>
  );
}
