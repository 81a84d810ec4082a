import { displayNumber } from '../../../office/workbook';
import type { CardProperty, CardValue } from './calculatedValue';

/** A card's property as the card shows it: a number in its format (its unit, a date), text as it is. Pure. */
export function propertyText(property: CardProperty): string {
  const { basicValue } = property;
  switch (property.type) {
    case 'FormattedNumber':
    case 'Double':
      return typeof basicValue === 'number' ? numberText(basicValue, property.numberFormat) : '';
    case 'Boolean':
      return basicValue ? 'TRUE' : 'FALSE';
    case 'WebImage':
      return property.address ?? '';
    case 'Array':
      return (property.elements ?? []).map((row) => row.map(propertyText).join(', ')).join(', ');
    default:
      return basicValue === undefined || basicValue === null ? '' : String(basicValue);
  }
}

/**
 * A number in its format. `General" m"` (a quantity in its SI unit, as PART.CARD formats one) is General and the
 * unit, which the preview's number formats do not take in one: the unit is put after General's digits here.
 */
function numberText(value: number, format: string | undefined): string {
  const unit = format === undefined ? undefined : /^General"([^"]*)"$/i.exec(format);
  return unit ? `${displayNumber(value, undefined)}${unit[1]}` : displayNumber(value, format);
}

/** A card's sections as the card lays them out, each property with its text; every property, once. */
export function cardSections(card: CardValue): { title: string; rows: { name: string; text: string }[] }[] {
  const listed = new Set<string>();
  const sections = (card.layouts?.card?.sections ?? []).map((section) => ({
    title: section.title ?? '',
    rows: section.properties
      .filter((name) => card.properties[name] !== undefined)
      .map((name) => {
        listed.add(name);
        return { name, text: propertyText(card.properties[name]) };
      }),
  }));
  const rest = Object.keys(card.properties).filter((name) => !listed.has(name));
  if (rest.length > 0) {
    sections.push({ title: '', rows: rest.map((name) => ({ name, text: propertyText(card.properties[name]) })) });
  }
  return sections;
}
