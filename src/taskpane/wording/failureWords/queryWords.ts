import {
  type DescriptionError,
  type InvalidPartnoError,
  type RefusedCharacter,
  refusedCharacterName,
  shortList,
  type UnknownFieldError,
  type UnsafeValueError,
  visiblePartno,
} from '../../../core';
import { t } from '../../i18n/i18n';
import { quoted, shown } from './text';

// The pane's words for what cannot be asked: a value a query cannot carry, a field that is not one, a part
// number holding a character no part number holds, a BOM line that states no value.

export function unsafeValueWords(error: UnsafeValueError): string {
  const { item } = error;
  const value = typeof error.value === 'string' ? quoted(error.value) : shown(error.value);
  switch (error.reason) {
    case 'notSearchItem':
      return t('errors.unsafeValue.notSearchItem', { item: shown(item) });
    case 'wrongType':
      return error.itemType
        ? t('errors.unsafeValue.wrongType', { item, value, takes: t(`errors.unsafeValue.takes.${error.itemType}`) })
        : t('errors.unsafeValue.wrongTypeUnknown', { item, value });
    case 'operator':
      return t('errors.unsafeValue.operator', { item, operator: shown(error.operator ?? '') });
    case 'noValues':
      return t('errors.unsafeValue.noValues', { item });
    case 'empty':
      return t('errors.unsafeValue.empty', { item });
    case 'quote':
      return t('errors.unsafeValue.quote', { item, value });
    case 'separator':
      return t('errors.unsafeValue.separator', { item, value });
    case 'brokenCharacter':
      return t('errors.unsafeValue.brokenCharacter', { item, value });
    case 'notFinite':
      return t('errors.unsafeValue.notFinite', { item, value });
    case 'unknownKind':
      return t('errors.unsafeValue.unknownKind', { item });
    default:
      return t('errors.unsafeValue.other', { item, value });
  }
}

export function unknownFieldWords(error: UnknownFieldError): string {
  const name = error.given.trim();
  if (name === '') return t('errors.unknownField.empty');
  if (error.field !== undefined) return t('errors.unknownField.notUnder', { name: shown(name), field: error.field });
  return error.suggestions.length > 0
    ? t('errors.unknownField.didYouMean', {
        name: shown(name),
        suggestions: error.suggestions.join(t('errors.listSeparator')),
      })
    : t('errors.unknownField.none', { name: shown(name) });
}

/** A refused character as the pane names it: a visible one in quotes, an invisible one by code and name. */
function refusedCharacterText(character: RefusedCharacter): string {
  const name = refusedCharacterName(character);
  return name === character.character ? t('errors.quoted', { value: name }) : name;
}

/**
 * Part numbers a lookup refused, each with the character that keeps it from being sent: one named with
 * why, or the first few of several. Invisible characters show as � (visiblePartno), so that a part number
 * holding RIGHT-TO-LEFT OVERRIDE cannot turn the message around it.
 */
export function invalidPartnoWords(error: InvalidPartnoError): string {
  const shownPartno = (partno: string): string => t('errors.quoted', { value: visiblePartno(partno) });
  const [only] = error.refused;
  if (error.refused.length === 1 && only.character) {
    const { character } = only;
    return t('errors.invalidPartno.one', {
      partno: shownPartno(only.partno),
      character: refusedCharacterText(character),
      position: character.position + 1,
      why: t(`errors.invalidPartno.why.${character.kind}`),
    });
  }
  const list = shortList(error.refused);
  const first = list.shown
    .map(({ partno, character }) =>
      character
        ? t('errors.invalidPartno.each', {
            partno: shownPartno(partno),
            character: refusedCharacterText(character),
            position: character.position + 1,
          })
        : shownPartno(partno),
    )
    .join(t('errors.listSeparator'));
  const partnos = list.more > 0 ? t('errors.morePartnos', { partnos: first, count: list.more }) : first;
  return t('errors.invalidPartno.several', { partnos });
}

/** A BOM line that states no value: what was not understood, the first few words, for the user to rewrite. */
export function descriptionWords(error: DescriptionError): string {
  const text = quoted(error.text);
  if (error.unread.length === 0) return t('errors.description.none', { text });
  const list = shortList(error.unread);
  const first = list.shown.map((word) => quoted(word)).join(t('errors.listSeparator'));
  const unread = list.more > 0 ? t('errors.morePartnos', { partnos: first, count: list.more }) : first;
  return t('errors.description.unread', { text, unread });
}
