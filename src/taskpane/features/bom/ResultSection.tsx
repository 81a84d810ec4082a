import { Text } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { ShownList, type ShownListProps } from './ShownList';

export interface ResultSectionProps<T> extends Omit<ShownListProps<T>, 'labelledBy'> {
  /** The heading's id, by which it names its list. */
  readonly id: string;
  readonly heading: string;
  /** A line under the heading, saying what the list is for. */
  readonly hint?: string;
}

/** A list of a BOM refresh's result under its heading, or nothing when the list is empty. */
export function ResultSection<T>({ id, heading, hint, items, keyOf, render }: ResultSectionProps<T>): ReactNode {
  if (items.length === 0) return null;
  return (
    <>
      <Text weight="semibold" id={id}>
        {heading}
      </Text>
      {hint !== undefined && <Text size={200}>{hint}</Text>}
      <ShownList items={items} labelledBy={id} keyOf={keyOf} render={render} />
    </>
  );
}
