import { Field, Input, makeStyles, Radio, RadioGroup } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { SnapshotMode } from '../../../core';

const useStyles = makeStyles({
  // Hours need a few digits: a box as wide as the pane would suggest a long text.
  hours: { minWidth: 0, maxWidth: '10em' },
});

/** The modes in the order offered: the one that needs no thought first, the one that turns it all off last. */
const MODES: readonly SnapshotMode[] = ['auto', 'offline', 'off'];

export interface SnapshotsSectionProps {
  readonly mode: SnapshotMode;
  /** The age limit in hours, as typed. */
  readonly maxAgeHours: string;
  readonly problems: { readonly snapshotMode?: string; readonly snapshotMaxAgeHours?: string };
  readonly onChange: (change: { snapshotMode?: SnapshotMode; snapshotMaxAgeHours?: string }) => void;
}

/**
 * Settings' part of the form for category snapshots: when they are used (the chosen mode explained in one
 * line under the choices) and how old one may be. Saved with the rest of the form; the snapshots kept are
 * listed under the form (KeptSnapshotsList).
 */
export function SnapshotsSection({ mode, maxAgeHours, problems, onChange }: SnapshotsSectionProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <>
      <Field
        label={t('settings.snapshots.label')}
        hint={t(`settings.snapshots.hints.${mode}`)}
        validationMessage={problems.snapshotMode}
      >
        <RadioGroup value={mode} onChange={(_, data) => onChange({ snapshotMode: data.value as SnapshotMode })}>
          {MODES.map((choice) => (
            <Radio key={choice} value={choice} label={t(`settings.snapshots.modes.${choice}`)} />
          ))}
        </RadioGroup>
      </Field>
      <Field
        label={t('settings.snapshots.maxAge')}
        hint={t('settings.snapshots.maxAgeHint')}
        validationMessage={problems.snapshotMaxAgeHours}
      >
        <Input
          className={styles.hours}
          type="number"
          min={0}
          step="any"
          value={maxAgeHours}
          onChange={(_, data) => onChange({ snapshotMaxAgeHours: data.value })}
        />
      </Field>
    </>
  );
}
