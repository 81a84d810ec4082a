import type { SearchItem } from '../../../core';
import { PaneSelect } from '../../components/PaneSelect';

export interface ItemSelectProps {
  /** The chosen item's name. */
  readonly value: string;
  /** The category's search items. */
  readonly items: readonly SearchItem[];
  readonly onChange: (item: string) => void;
}

/** A search item to pick, by name: for a condition or a sort. */
export function ItemSelect({ value, items, onChange }: ItemSelectProps) {
  // A row kept from another category may be on an item this one lacks: still listed, so the row reads true.
  const listed = items.some((item) => item.name === value) ? items : [{ name: value } as SearchItem, ...items];
  return (
    <PaneSelect value={value} onChange={(_, data) => onChange(data.value)}>
      {listed.map((item) => (
        <option key={item.name} value={item.name}>
          {item.name}
        </option>
      ))}
    </PaneSelect>
  );
}
