import { Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { ArrowSyncRegular, DeleteRegular, DismissRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { KeptSnapshot } from '../../../core';
import { useFormStyles } from '../../components/formStyles';
import { snapshotContents, snapshotIssued, snapshotName, snapshotStaleText } from './wording/snapshotDescription';

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
        {snapshot.inUse && <SnapshotButton action="refresh" name={name} disabled={unavailable} onClick={onRefresh} />}
        <SnapshotButton action="delete" name={name} disabled={unavailable} onClick={onDelete} />
        {busy && (
          <Spinner
            size="tiny"
            label={busy === 'refresh' ? t('settings.snapshots.downloading') : t('settings.snapshots.deleting')}
          />
        )}
        {busy === 'refresh' && <SnapshotButton action="cancel" name={name} onClick={onCancel} />}
      </div>
    </li>
  );
}

/** Each button's icon and look: Refresh stands out, Delete and Cancel do not. */
const BUTTONS = {
  refresh: { icon: <ArrowSyncRegular />, appearance: undefined },
  delete: { icon: <DeleteRegular />, appearance: 'subtle' },
  cancel: { icon: <DismissRegular />, appearance: 'subtle' },
} as const;

/** A button of the snapshot, its accessible name saying which snapshot (`Delete {{name}}`). */
function SnapshotButton({
  action,
  name,
  disabled = false,
  onClick,
}: {
  readonly action: keyof typeof BUTTONS;
  readonly name: string;
  readonly disabled?: boolean;
  readonly onClick: () => void;
}) {
  const { t } = useTranslation();
  const { icon, appearance } = BUTTONS[action];
  return (
    <Button
      type="button"
      size="small"
      appearance={appearance}
      icon={icon}
      disabledFocusable={disabled}
      aria-label={t(`settings.snapshots.${action}Label`, { name })}
      onClick={onClick}
    >
      {t(`settings.snapshots.${action}`)}
    </Button>
  );
}
