import { Button, Field, makeStyles, tokens } from '@fluentui/react-components';
import { PaneSelect } from '../../components/PaneSelect';
import { DismissRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { SearchItem } from '../../../core';
import { type ConditionRow, operatorsFor, type RowOperator } from './logic/conditionRows';
import { operatorLabel } from './wording/conditionRowTexts';
import { ConditionValueInput, type ConditionValueInputProps } from './ConditionValueInput';
import { ItemSelect } from './ItemSelect';

const useStyles = makeStyles({
  row: {
    position: 'relative',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    margin: 0,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS} ${tokens.spacingVerticalS}`,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    minWidth: 0,
  },
  remove: { position: 'absolute', top: tokens.spacingVerticalXXS, right: tokens.spacingHorizontalXS },
  legend: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    padding: `0 ${tokens.spacingHorizontalXS}`,
  },
  pickers: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalS,
    '& > *': { minWidth: 0 },
  },
});

/** What the row's value input is given, and what its item picker and remove button need. */
export interface ConditionRowEditorProps extends ConditionValueInputProps {
  /** 1-based, for the names people and screen readers use: "Condition 2", "Remove condition 2". */
  readonly number: number;
  readonly items: readonly SearchItem[];
  readonly onItem: (item: string) => void;
  readonly onRemove: () => void;
}

/** One condition: the item, how to compare, and the value(s); its problem under the value. */
export function ConditionRowEditor({ number, items, onItem, onRemove, ...value }: ConditionRowEditorProps) {
  const { row, onChange } = value;
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <fieldset className={styles.row} data-condition={row.id}>
      <legend className={styles.legend}>{t('search.condition.legend', { number })}</legend>
      {/* Beside the legend, not in it: the group's name stays "Condition N". */}
      <Button
        className={styles.remove}
        appearance="subtle"
        size="small"
        icon={<DismissRegular />}
        aria-label={t('search.condition.remove', { number })}
        title={t('search.condition.remove', { number })}
        onClick={onRemove}
      />
      <div className={styles.pickers}>
        <Field label={t('search.condition.item')}>
          <ItemSelect value={row.item} items={items} onChange={onItem} />
        </Field>
        <Field label={t('search.condition.comparison')}>
          <PaneSelect
            value={row.operator}
            onChange={(_, data) => onChange({ ...row, operator: data.value as RowOperator } as ConditionRow)}
          >
            {operatorsFor(row.item).map((choice) => (
              <option key={choice.operator} value={choice.operator}>
                {operatorLabel(choice)}
              </option>
            ))}
          </PaneSelect>
        </Field>
      </div>
      <ConditionValueInput {...value} />
    </fieldset>
  );
}
