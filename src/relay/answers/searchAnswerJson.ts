import { BOTTOM_CATEGORIES, type BottomCategory, GROUP_OF_CATEGORY } from '../../core';

/** Spec 8: a search answers at most 2000 products, the first in the order asked. */
export const MAX_PRODUCTS_PER_SEARCH = 2000;

/** A product as an answer holds it: its category, its group's header and its record, as JSON text. */
export interface AnsweredProduct {
  readonly category: BottomCategory;
  /** The group object's fields but Products, as JSON without braces (`"Manufacturer":"…","Lv1Category":…`). */
  readonly header: string;
  readonly record: string;
}

/**
 * A search answer (spec 2.2) for one page of products in the order asked (at most MAX_PRODUCTS_PER_SEARCH):
 * grouped by category in the spec's order as the service groups a page, each group's products in that order.
 * Joined from text: nothing is parsed or serialised again.
 */
export function searchAnswerJson(page: readonly AnsweredProduct[], hasMoreHits: boolean): string {
  const groups: string[] = [];
  for (const category of BOTTOM_CATEGORIES) {
    const members = page.filter((product) => product.category === category);
    if (members.length === 0) continue;
    const { header } = members[0];
    groups.push(
      `${JSON.stringify(GROUP_OF_CATEGORY[category])}:{${header ? `${header},` : ''}"Products":[${members.map((product) => product.record).join(',')}]}`,
    );
  }
  return `{"HasMoreHits":${hasMoreHits},"Data":{${groups.join(',')}}}`;
}
