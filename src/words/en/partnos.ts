/** Part numbers that cannot be sent (core's InvalidPartnoError), as the cells, the pane and the SDK say them. */
export const partnos = {
  /**
   * The sentence of part numbers refused before anything was sent (refusedPartnosPhrase fills it, and the pane's
   * errors.invalidPartno): `{{partno}}` quoted, `{{character}}` named, `{{position}}` counted from 1, `{{why}}`
   * one of refusedCharacter; `{{partnos}}` the first few, each an `each`, then `more`.
   */
  refused: {
    one: 'Part number {{partno}} holds {{character}} at character {{position}}, {{why}}. Correct it; nothing was sent.',
    several: 'These part numbers cannot be sent: {{partnos}}. Correct them; nothing was sent.',
    each: '{{partno}} ({{character}} at character {{position}})',
    more: '{{partnos}} and {{count}} more',
  },
  /** Why a character cannot be sent, by kind, said after the character and its place. */
  refusedCharacter: {
    quote: 'which a query cannot carry',
    separator: 'which the service reads as a separator between part numbers',
    backslash: 'which no part number holds',
    control: 'an invisible control character',
    bidi: 'an invisible character that changes the order text shows in',
    loneSurrogate: 'half of a character cut in two',
  },
};
