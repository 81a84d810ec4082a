import { Button, Field, makeStyles, tokens } from '@fluentui/react-components';
import { PaneSelect } from '../../components/PaneSelect';
import { AddRegular, DismissRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { SearchItem, SortDirection } from '../../../core';
import type { SortRow } from './logic/sortRows';
import { ItemSelect } from './ItemSelect';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto',
    gap: tokens.spacingHorizontalS,
    alignItems: 'start',
    '& > *': { minWidth: 0 },
  },
  // Lines the remove button up with the selects under their labels.
  remove: { marginTop: '22px' },
  add: { alignSelf: 'flex-start' },
});

export interface SortRowsEditorProps {
  readonly rows: readonly SortRow[];
  readonly items: readonly SearchItem[];
  readonly problems: ReadonlyMap<string, string>;
  readonly canAdd: boolean;
  readonly onAdd: () => void;
  readonly onChange: (id: string, change: Partial<Omit<SortRow, 'id'>>) => void;
  readonly onRemove: (id: string) => void;
}

/** The sort order ($orderby): earlier rows sort first; each row an item and a direction. */
export function SortRowsEditor({ rows, items, problems, canAdd, onAdd, onChange, onRemove }: SortRowsEditorProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <div className={styles.list}>
      {rows.map((row, index) => (
        <div key={row.id} className={styles.row}>
          <Field label={t('search.sort.by', { number: index + 1 })} validationMessage={problems.get(row.id)}>
            <ItemSelect value={row.item} items={items} onChange={(item) => onChange(row.id, { item })} />
          </Field>
          <Field label={t('search.sort.direction')}>
            <PaneSelect
              aria-label={t('search.sort.directionOf', { number: index + 1 })}
              value={row.direction}
              onChange={(_, data) => onChange(row.id, { direction: data.value as SortDirection })}
            >
              <option value="asc">{t('search.sort.ascending')}</option>
              <option value="desc">{t('search.sort.descending')}</option>
            </PaneSelect>
          </Field>
          <Button
            className={styles.remove}
            appearance="subtle"
            icon={<DismissRegular />}
            aria-label={t('search.sort.remove', { number: index + 1 })}
            title={t('search.sort.remove', { number: index + 1 })}
            onClick={() => onRemove(row.id)}
          />
        </div>
      ))}
      <Button className={styles.add} icon={<AddRegular />} disabled={!canAdd} onClick={onAdd}>
        {t('search.sort.add')}
      </Button>
    </div>
  );
}
