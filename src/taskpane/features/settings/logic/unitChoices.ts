import {
  DISPLAY_EXPONENTS,
  displayExponentOf,
  FIELDS,
  UNIT_EXPONENT_CHOICES,
  type UnitChoices,
  unitSymbolAt,
} from '../../../../core';

/** A field the user may choose a unit for, with the units offered. */
export interface UnitChoiceField {
  readonly field: string;
  /** The units offered: the display unit is the default, the SI base unit is marked as such. */
  readonly options: readonly { readonly exponent: number; readonly unit: string; readonly role?: 'default' | 'si' }[];
}

/** Every field with a unit and more than one unit to choose from, in spec order. */
export const UNIT_CHOICE_FIELDS: readonly UnitChoiceField[] = FIELDS.flatMap((definition) => {
  const unit = definition.unit;
  if (!unit || definition.type !== 'double' || UNIT_EXPONENT_CHOICES[unit].length < 2) return [];
  return [
    {
      field: definition.name,
      options: UNIT_EXPONENT_CHOICES[unit].map((exponent) => ({
        exponent,
        unit: unitSymbolAt(unit, exponent),
        ...(exponent === DISPLAY_EXPONENTS[unit]
          ? { role: 'default' as const }
          : exponent === 0
            ? { role: 'si' as const }
            : {}),
      })),
    },
  ];
});

/** The choices with `field` set to `exponent`; choosing the display unit removes the field's entry. */
export function chooseUnit(choices: UnitChoices, field: string, exponent: number): UnitChoices {
  const unit = FIELDS.find((definition) => definition.name === field)?.unit;
  const others = resetUnit(choices, field);
  return unit && exponent !== DISPLAY_EXPONENTS[unit] ? { ...others, [field]: exponent } : others;
}

/** The choices without an entry for `field`: it goes back to its display unit. */
export function resetUnit(choices: UnitChoices, field: string): UnitChoices {
  const { [field]: _dropped, ...others } = choices;
  return others;
}

/** The decimal exponent of the unit a field is written in now. */
export function chosenExponent(choices: UnitChoices, field: string): number {
  const unit = FIELDS.find((definition) => definition.name === field)?.unit;
  return unit ? displayExponentOf(field, unit, choices) : 0;
}

/** The unit a field is written in now, as its label (`µm`). */
export function chosenUnitLabel(choices: UnitChoices, field: string): string {
  const unit = FIELDS.find((definition) => definition.name === field)?.unit;
  return unit ? unitSymbolAt(unit, chosenExponent(choices, field)) : '';
}
