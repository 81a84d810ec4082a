import { randomBytes } from 'node:crypto';
import { BOTTOM_CATEGORIES, type BottomCategory, type Language } from '../../core';
import type { AnsweredProduct } from './searchAnswerJson';

/** A kept product: as an answer holds it, and its part number. */
export interface KeptPart extends AnsweredProduct {
  readonly partno: string;
}

/**
 * The products of one request to the service are kept together, as one compressed entry (a set): 100
 * products of 2-3 KB each keep in about 15 KB, where one entry each would keep in 1.3 KB each and cost a call
 * to zlib each. Each part number asked leads to its product in a set through a reference, `<set key>#<index>`
 * (or `#-`: no such product), in a map per language.
 */
export function newSetKey(lang: Language): string {
  return `parts:${lang}:${randomBytes(9).toString('base64url')}`;
}

export function referenceMap(lang: Language): string {
  return `part:${lang}`;
}

/** A set's text: one line per product, its fields separated by tabs (JSON text holds neither raw). */
export function setText(products: readonly KeptPart[]): string {
  return products
    .map((product) => `${product.category}\t${JSON.stringify(product.partno)}\t${product.header}\t${product.record}`)
    .join('\n');
}

/** The products of a set's text; undefined when it is not one setText wrote. */
export function readSet(text: string): KeptPart[] | undefined {
  if (text === '') return [];
  const products: KeptPart[] = [];
  for (const line of text.split('\n')) {
    const [category, partno, header, record, extra] = line.split('\t');
    if (extra !== undefined || record === undefined || !BOTTOM_CATEGORIES.includes(category as BottomCategory)) {
      return undefined;
    }
    let number: unknown;
    try {
      number = JSON.parse(partno);
    } catch {
      return undefined;
    }
    if (typeof number !== 'string') return undefined;
    products.push({ category: category as BottomCategory, partno: number, header, record });
  }
  return products;
}

/** Where a reference leads: a set, and the index of the product in it (undefined: no such product). */
export interface Reference {
  readonly set: string;
  readonly index: number | undefined;
}

export function referenceText(set: string, index: number | undefined): string {
  return `${set}#${index ?? '-'}`;
}

export function readReference(text: string): Reference | undefined {
  const found = /^(parts:[a-z]{2}:[A-Za-z0-9_-]{12})#(-|\d{1,5})$/.exec(text);
  if (!found) return undefined;
  return { set: found[1], index: found[2] === '-' ? undefined : Number(found[2]) };
}
