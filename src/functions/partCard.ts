/// <reference types="office-js" />
import {
  DATE_FORMAT,
  dateSerialOf,
  type FieldDefinition,
  fieldValue,
  FIELDS,
  INTEGER_FORMAT,
  MANUFACTURER,
  type Product,
  siNumberFormat,
  type SnapshotUse,
  UNIT_SYMBOLS,
  type Unit,
} from '../core';

/**
 * A part as an Excel entity value (data types, ExcelApi 1.16): the cell shows the part number, the card
 * shows the part as an engineer reads a datasheet, and formulas read its properties (`=A2.Capacitance`).
 * Pure data in Office.js's cell-value schema: PART.CARD returns it, tests check it property by property.
 */

/** The card's sections, in the order a datasheet reads; a field goes to the first section that takes it. */
const SECTIONS: readonly { readonly title: string; readonly takes: (definition: FieldDefinition) => boolean }[] = [
  {
    title: 'Lifecycle',
    takes: (definition) =>
      ['Status', 'NewProduct', 'LastBuyDate', 'ProductionEndDate', 'AlternativePartno', 'Notices'].includes(
        definition.name,
      ),
  },
  {
    title: 'Documents and links',
    takes: (definition) => definition.place === 'MediaFileUrls' || /Url$/.test(definition.name),
  },
  { title: 'Specifications', takes: (definition) => definition.place === 'Specs' },
  { title: 'Compliance', takes: (definition) => definition.place === 'ComplianceInfo' },
  { title: 'Part', takes: () => true },
];

/** What a card shows first: the part, then the rest. */
const ORDER = ['Part', 'Specifications', 'Compliance', 'Lifecycle', 'Documents and links'];

/**
 * The number format of a quantity in its SI unit, naming the unit: `##0.0##E+0" F"` for farads, henries
 * and hertz (far from 1), `General" m"` otherwise; so the cell value is the SI number PART.SPEC returns,
 * shown with its unit.
 */
export function siUnitFormat(unit: Unit): string {
  return `${siNumberFormat(unit)}" ${UNIT_SYMBOLS[unit]}"`;
}

function property(definition: FieldDefinition, value: unknown): Excel.CellValue | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (Array.isArray(value)) {
    const texts = value.filter((one) => one !== null && one !== undefined).map(String);
    if (texts.length === 0) return undefined;
    return {
      type: 'Array',
      elements: texts.map((text) => [{ type: 'String', basicValue: text }]),
    } satisfies Excel.ArrayCellValue;
  }
  if (typeof value === 'boolean') return { type: 'Boolean', basicValue: value } satisfies Excel.BooleanCellValue;
  if (typeof value === 'number') {
    if (definition.unit) {
      return formattedNumber(value, siUnitFormat(definition.unit));
    }
    if (definition.type === 'integer') {
      return formattedNumber(value, INTEGER_FORMAT);
    }
    return { type: 'Double', basicValue: value } satisfies Excel.DoubleCellValue;
  }
  const text = String(value);
  // Excel shows a web image from https only: an http address stays the text it is, and the card has no picture.
  if (definition.name === 'Appearance' && /^https:\/\//i.test(text)) {
    return { type: 'WebImage', address: text, altText: 'Appearance' } satisfies Excel.WebImageCellValue;
  }
  const serial = definition.type === 'date' || definition.name === 'ProductionEndDate' ? dateSerialOf(text) : text;
  if (typeof serial === 'number') {
    return formattedNumber(serial, DATE_FORMAT);
  }
  return { type: 'String', basicValue: text } satisfies Excel.StringCellValue;
}

/** Excel's serial of a moment in the runtime's local time (days since 1899-12-30, the time as a fraction). */
function localSerialOf(moment: Date): number {
  const local = moment.getTime() - moment.getTimezoneOffset() * 60_000;
  return (local - Date.UTC(1899, 11, 30)) / 86_400_000;
}

/** `2026-11-22 09:14`, in the runtime's local time. */
function localText(moment: Date): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return `${moment.getFullYear()}-${two(moment.getMonth() + 1)}-${two(moment.getDate())} ${two(moment.getHours())}:${two(moment.getMinutes())}`;
}

/**
 * The part as an entity: every field it has a value for, grouped for the card, the maker as its provider.
 * A part answered from a snapshot says so: `SnapshotDate` (the moment the snapshot was issued, a date and
 * time, read as `=A2.SnapshotDate`), `SnapshotStale` when it is past the age limit, and the provider line
 * under the card.
 */
export function partCard(product: Product, snapshot?: SnapshotUse): Excel.EntityCellValue {
  const properties: Record<string, Excel.CellValue> = {};
  const sections = new Map<string, string[]>(ORDER.map((title) => [title, []]));
  for (const definition of FIELDS) {
    if (!definition.categories.includes(product.category)) continue;
    const value = property(definition, fieldValue(product, definition));
    if (!value) continue;
    properties[definition.name] = value;
    const section = SECTIONS.find((candidate) => candidate.takes(definition))!;
    sections.get(section.title)!.push(definition.name);
  }
  let provider: string = MANUFACTURER;
  if (snapshot) {
    const issued = new Date(snapshot.issuedAt);
    properties.SnapshotDate = {
      type: 'FormattedNumber',
      basicValue: localSerialOf(issued),
      numberFormat: `${DATE_FORMAT} hh:mm`,
    } satisfies Excel.FormattedNumberCellValue;
    properties.SnapshotStale = { type: 'Boolean', basicValue: snapshot.stale } satisfies Excel.BooleanCellValue;
    // Its age by the service's clock (by this computer's before any answer of the session said the service's).
    const days = Math.max(0, Math.floor(snapshot.ageMs / 86_400_000));
    properties.SnapshotAgeDays = { type: 'Double', basicValue: days } satisfies Excel.DoubleCellValue;
    sections.get('Part')!.push('SnapshotDate', 'SnapshotAgeDays', 'SnapshotStale');
    const clock = snapshot.ageChecked
      ? "the service's clock"
      : "this computer's clock, not checked against the service yet";
    const stale = snapshot.stale ? ', older than the age limit' : '';
    provider = `${MANUFACTURER} · from the snapshot of ${localText(issued)} (${ageWords(snapshot.ageMs)} old by ${clock})${stale}`;
  }
  const detail = product.record.ProductDetailUrl;
  return {
    type: 'Entity',
    text: product.record.Partno,
    properties,
    layouts: {
      compact: { icon: 'DeveloperBoard' },
      card: {
        title: { property: 'Partno' },
        ...(properties.Appearance?.type === 'WebImage' ? { mainImage: { property: 'Appearance' } } : {}),
        sections: ORDER.filter((title) => sections.get(title)!.length > 0).map((title) => ({
          layout: 'List',
          title,
          properties: sections.get(title)!,
          ...(title === 'Part' ? {} : { collapsible: true, collapsed: title === 'Documents and links' }),
        })) satisfies Excel.CardLayoutSection[],
      },
    },
    provider: {
      description: provider,
      ...(typeof detail === 'string' ? { logoTargetAddress: detail } : {}),
    },
  } satisfies Excel.EntityCellValue;
}

/** How old, in the card's English: `less than an hour`, `5 hours` (under two days), `362 days`. */
function ageWords(ageMs: number): string {
  const hours = Math.floor(Math.max(0, ageMs) / 3_600_000);
  if (hours < 1) return 'less than an hour';
  if (hours < 48) return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  return `${Math.floor(hours / 24)} days`;
}

function formattedNumber(basicValue: number, numberFormat: string): Excel.FormattedNumberCellValue {
  return { type: 'FormattedNumber', basicValue, numberFormat };
}
