import { fieldNamed, fieldValue, type Product } from '../../../../core';

/** How many products the pane lists: enough to judge a filter; Insert into sheet writes them all. */
export const PREVIEW_ROWS = 25;

function text(product: Product, field: string): string | undefined {
  const definition = fieldNamed(field);
  const value = definition ? fieldValue(product, definition) : product.record[field];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * The few specs that tell products apart at a glance, in one short line for a 320 px pane: value, rating
 * and size of a capacitor (0.1µF · 50Vdc · 0402) or an inductor (4.7µH · 1.2A · 0806).
 */
export function keySpecs(product: Product): string {
  return [
    text(product, 'CapacitanceText') ?? text(product, 'InductanceText'),
    text(product, 'RatedVoltageText') ?? text(product, 'RatedCurrentText'),
    text(product, 'SizecodeInch') ?? text(product, 'LeadSpaceText'),
  ]
    .filter((part) => part !== undefined)
    .join(' · ');
}

export function statusOf(product: Product): string {
  return text(product, 'Status') ?? '';
}
