import { CATEGORY_COLUMN, FIELDS, type Unit } from '../../core';
import { type CategoryChoice, categoriesCovered } from './categoryChoices';

/** One column a user may choose for Insert into sheet. */
export interface FieldChoice {
  /** The spec's field name, or `Category` for the pseudo-column of each product's category ID. */
  readonly name: string;
  /**
   * The spec's meaning of the field, for a tooltip and the picker's search box. The Category pseudo-column is
   * no field of the spec: the pane words its meaning (describedChoices) in the display language.
   */
  readonly description?: string;
  /** SI unit of a numeric field; the sheet shows it in a display unit named in the header (`Capacitance (nF)`). */
  readonly unit?: Unit;
  /** A `...Text` display string beside its number (`CapacitanceText`: `0.1µF`). */
  readonly displayText: boolean;
}

/**
 * The columns a user may choose for a category: the Category pseudo-column, then every field that
 * applies to a category the choice covers, in the spec's order (2.3) — the order the sheet gets them in.
 */
export function fieldChoices(category: CategoryChoice): FieldChoice[] {
  const covered = categoriesCovered(category);
  return [
    { name: CATEGORY_COLUMN, displayText: false },
    ...FIELDS.filter((definition) => definition.categories.some((one) => covered.includes(one))).map(
      (definition): FieldChoice => ({
        name: definition.name,
        description: definition.description,
        ...(definition.unit ? { unit: definition.unit } : {}),
        displayText: definition.displayOf !== undefined,
      }),
    ),
  ];
}

/**
 * The columns chosen before the user changes anything: every field of the category except the `...Text`
 * display strings, whose numbers are already there (in a display unit named in the header, or in SI
 * units); and Category only when the choice covers several categories, where it tells products apart.
 * Everything a product has, each once, ready to filter and pivot.
 */
export function defaultFields(category: CategoryChoice): string[] {
  const several = categoriesCovered(category).length > 1;
  return fieldChoices(category)
    .filter((choice) => (choice.name === CATEGORY_COLUMN ? several : !choice.displayText))
    .map((choice) => choice.name);
}

/** Why the chosen columns cannot go into the sheet: none is chosen (columnsProblemText words it). */
export type ColumnsProblem = 'noneChosen';

/**
 * The chosen columns as they go into the sheet: in the order they were picked, each once, only those
 * offered for the category. No column at all is a problem, not an empty sheet.
 */
export function chosenFields(
  category: CategoryChoice,
  names: Iterable<string>,
): { fields: string[]; problem?: ColumnsProblem } {
  const offered = new Set(fieldChoices(category).map((choice) => choice.name));
  const fields = [...new Set(names)].filter((name) => offered.has(name));
  return fields.length > 0 ? { fields } : { fields, problem: 'noneChosen' };
}

/** The columns with `name` picked (added at the end: the sheet gets them in the order picked) or unpicked. */
export function pickColumn(chosen: readonly string[], name: string, picked: boolean): string[] {
  const others = chosen.filter((one) => one !== name);
  return picked ? [...others, name] : others;
}

/**
 * The choices a search box finds: those whose name or meaning holds every word typed, case and width
 * ignored (`cap volt` finds RatedVoltage's neighbours and Capacitance's); every choice for an empty box.
 */
export function matchingChoices(choices: readonly FieldChoice[], query: string): FieldChoice[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...choices];
  return choices.filter((choice) => {
    const text = fold(`${choice.name} ${choice.description ?? ''}`);
    return words.every((word) => text.includes(word));
  });
}

function fold(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}
