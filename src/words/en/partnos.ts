/** Why a part number cannot be sent: the character it holds, by kind, said after the character and its place. */
export const partnos = {
  refusedCharacter: {
    quote: 'which a query cannot carry',
    separator: 'which the service reads as a separator between part numbers',
    backslash: 'which no part number holds',
    control: 'an invisible control character',
    bidi: 'an invisible character that changes the order text shows in',
    loneSurrogate: 'half of a character cut in two',
  },
};
