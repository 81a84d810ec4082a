import { Button } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listShown, SHOW_MORE_STEP } from '../logic/resultLists';

/**
 * How many items of a list of `total` to show, starting from `first`: the list's share, and the button that
 * shows more. A new list (another job's) starts again from `first`.
 */
export function useShownItems(
  total: number,
  first: number,
): { readonly shown: number; readonly button: ShowMoreProps } {
  const [asked, setAsked] = useState({ total, shown: first });
  // Another list of another length: from the first items again.
  const current = asked.total === total ? asked.shown : first;
  const { shown, more } = listShown(total, current);
  return { shown, button: { more, onShow: () => setAsked({ total, shown: shown + SHOW_MORE_STEP }) } };
}

export interface ShowMoreProps {
  /** Items the button adds; none: no button. */
  readonly more: number;
  readonly onShow: () => void;
  /** What the items are, for the button's name to a screen reader ("Show 7 more lines to check"). */
  readonly label?: string;
}

/** "Show N more" under a list cut short. */
export function ShowMore({ more, onShow, label }: ShowMoreProps) {
  const { t } = useTranslation();
  if (more <= 0) return null;
  return (
    <Button size="small" appearance="subtle" onClick={onShow} aria-label={label}>
      {t('components.showMore', { count: more })}
    </Button>
  );
}
