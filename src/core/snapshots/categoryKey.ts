import type { BottomCategory, Language } from '../catalog';

/** A category file's key in this client's maps (one per category and language; the service is this client's). */
export function categoryKey(category: BottomCategory, lang: Language): string {
  return `${category}\n${lang}`;
}
