/**
 * The reference service's product catalogue: a fictional maker's (Orvane's) ceramic capacitors and
 * inductors, generated the same way on every start from seeded random streams.
 */
import { Catalogue } from './catalogue';
import type { DatasetProduct } from './drafts';
import { generateInductors } from './inductors';
import { generateLeadCapacitors } from './leadCapacitors';
import { generateSmdCapacitors } from './smdCapacitors';

export type { DatasetProduct } from './drafts';
export { Catalogue } from './catalogue';
export { DATASET_DATE } from './timeline';
export { isCalendarDate } from '../../core/catalog';
export type { FieldValue, NestedRecord, ProductRecord } from './record';
export type { Status } from './lifecycle';
export { STATUSES } from './lifecycle';
export { NUMBERING_SCHEME_MARKDOWN } from './numberingScheme';
export { decodeSmdCapacitorPartno, SMD_SIZES } from './smdNumbering';
export type { DecodedSmdCapacitor } from './smdNumbering';
export { decodeLeadCapacitorPartno, LEAD_BODIES } from './leadNumbering';
export type { DecodedLeadCapacitor } from './leadNumbering';
export { decodeInductorPartno, INDUCTOR_SIZES } from './inductorNumbering';
export type { DecodedInductor } from './inductorNumbering';
export { decodeCapacitanceCode, decodeInductanceCode, decodeVoltageCode } from './codes';

/** Every part with its history: SMD capacitors, then leaded capacitors, then inductors. */
export function generateCatalogue(): Catalogue {
  return new Catalogue([generateSmdCapacitors(), generateLeadCapacitors(), generateInductors()]);
}

/**
 * Every product as of DATASET_DATE: SMD capacitors, then leaded capacitors, then inductors, each sorted by
 * Partno.
 */
export function generateDataset(): DatasetProduct[] {
  return [...generateCatalogue().products];
}
