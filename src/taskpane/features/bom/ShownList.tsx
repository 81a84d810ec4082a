import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ShowMore, useShownItems } from '../../components/ShowMore';
import { FIRST_SHOWN, RESULT_LIST_MAX } from '../../logic/resultLists';

const useStyles = makeStyles({
  group: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', minWidth: 0 },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL, alignSelf: 'stretch' },
  more: { color: tokens.colorNeutralForeground3 },
});

export interface ShownListProps<T> {
  readonly items: readonly T[];
  /** The id of the list's heading, which names it. */
  readonly labelledBy: string;
  readonly keyOf: (item: T) => string;
  readonly render: (item: T) => ReactNode;
}

/**
 * A list of a BOM refresh's result: its first items, "Show N more" for the next ones, and past RESULT_LIST_MAX
 * how many more the sheet has.
 */
export function ShownList<T>({ items, labelledBy, keyOf, render }: ShownListProps<T>) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { shown, button } = useShownItems(items.length, FIRST_SHOWN.bomList);
  const atEnd = shown === Math.min(items.length, RESULT_LIST_MAX);
  return (
    // The list and its button, named together by the list's heading: "Show 10 more" of which list.
    <div role="group" aria-labelledby={labelledBy} className={styles.group}>
      <ul className={styles.list} aria-labelledby={labelledBy}>
        {items.slice(0, shown).map((item) => (
          <li key={keyOf(item)}>{render(item)}</li>
        ))}
        {atEnd && items.length > RESULT_LIST_MAX && (
          <li className={styles.more}>{t('bom.result.moreInSheet', { count: items.length - RESULT_LIST_MAX })}</li>
        )}
      </ul>
      <ShowMore {...button} />
    </div>
  );
}
