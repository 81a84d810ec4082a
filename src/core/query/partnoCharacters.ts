/**
 * Characters a part number cannot hold when it is asked for. Part numbers are letters, digits and a few
 * marks (`-`, `/`, `.`, `#`, `+`, a space): the reference dataset's are A-Z and 0-9 alone. Refused:
 * - `quote`: `'`, which no literal can carry (spec 4.3 rule 1 shows no escape);
 * - `separator`: `|`, which the service reads as a separator between two part numbers (spec 4.3 rule 1);
 * - `backslash`: `\`, which no manufacturer puts in a part number, and which a pasted Windows path or an
 *   escaped string brings in;
 * - `control`: a C0 or C1 control character (NUL, tab, line feed, ESC, DEL, U+0080-U+009F), invisible in a cell;
 * - `bidi`: a bidirectional control (U+061C, U+200E, U+200F, U+202A-U+202E, U+2066-U+2069), which shows the
 *   text in another order than it is sent (RIGHT-TO-LEFT OVERRIDE);
 * - `loneSurrogate`: half of a UTF-16 surrogate pair, a character cut in two, which no URL can carry.
 */
export type RefusedCharacterKind = 'quote' | 'separator' | 'backslash' | 'control' | 'bidi' | 'loneSurrogate';

/** The first character of a part number that keeps it from being asked for: what it is, and where. */
export interface RefusedCharacter {
  readonly kind: RefusedCharacterKind;
  /** The character itself (a lone surrogate's own code unit). */
  readonly character: string;
  readonly codePoint: number;
  /** `U+202E`. */
  readonly code: string;
  /**
   * Its Unicode name, or the alias Unicode gives a control character (`RIGHT-TO-LEFT OVERRIDE`, `NULL`,
   * `CHARACTER TABULATION`); `<control>` for a control without a common alias (as UnicodeData.txt names
   * them), `<surrogate>` for half of a pair. An identifier for the character, the same in every language.
   */
  readonly name: string;
  /** 0-based, in characters (code points) of the part number as given, as people count them. */
  readonly position: number;
}

/**
 * A refused character as a message names it, the same in every language: a visible one as itself, an
 * invisible one by its code and Unicode name (`U+202E RIGHT-TO-LEFT OVERRIDE`), half a pair by its code.
 */
export function refusedCharacterName(character: RefusedCharacter): string {
  switch (character.kind) {
    case 'control':
    case 'bidi':
      return `${character.code} ${character.name}`;
    case 'loneSurrogate':
      return character.code;
    default:
      return character.character;
  }
}

/** The aliases (Unicode's NameAliases.txt) of the controls met in pasted text. */
const CONTROL_NAMES: Readonly<Record<number, string>> = {
  0x00: 'NULL',
  0x07: 'ALERT',
  0x08: 'BACKSPACE',
  0x09: 'CHARACTER TABULATION',
  0x0a: 'LINE FEED',
  0x0b: 'LINE TABULATION',
  0x0c: 'FORM FEED',
  0x0d: 'CARRIAGE RETURN',
  0x1b: 'ESCAPE',
  0x7f: 'DELETE',
  0x85: 'NEXT LINE',
};

const BIDI_NAMES: Readonly<Record<number, string>> = {
  0x061c: 'ARABIC LETTER MARK',
  0x200e: 'LEFT-TO-RIGHT MARK',
  0x200f: 'RIGHT-TO-LEFT MARK',
  0x202a: 'LEFT-TO-RIGHT EMBEDDING',
  0x202b: 'RIGHT-TO-LEFT EMBEDDING',
  0x202c: 'POP DIRECTIONAL FORMATTING',
  0x202d: 'LEFT-TO-RIGHT OVERRIDE',
  0x202e: 'RIGHT-TO-LEFT OVERRIDE',
  0x2066: 'LEFT-TO-RIGHT ISOLATE',
  0x2067: 'RIGHT-TO-LEFT ISOLATE',
  0x2068: 'FIRST STRONG ISOLATE',
  0x2069: 'POP DIRECTIONAL ISOLATE',
};

function refusal(codePoint: number): Pick<RefusedCharacter, 'kind' | 'name'> | undefined {
  if (codePoint === 0x27) return { kind: 'quote', name: 'APOSTROPHE' };
  if (codePoint === 0x7c) return { kind: 'separator', name: 'VERTICAL LINE' };
  if (codePoint === 0x5c) return { kind: 'backslash', name: 'REVERSE SOLIDUS' };
  if (codePoint <= 0x1f || (codePoint >= 0x7f && codePoint <= 0x9f)) {
    return { kind: 'control', name: CONTROL_NAMES[codePoint] ?? '<control>' };
  }
  if (Object.hasOwn(BIDI_NAMES, codePoint)) return { kind: 'bidi', name: BIDI_NAMES[codePoint] };
  // for...of gives a lone surrogate as itself, a whole pair as one code point above U+FFFF.
  if (codePoint >= 0xd800 && codePoint <= 0xdfff) return { kind: 'loneSurrogate', name: '<surrogate>' };
  return undefined;
}

/** `U+202E`: a code point as Unicode writes it, at least four hexadecimal digits. */
function codeOf(codePoint: number): string {
  return `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * The first character that keeps `partno` from being asked for, or undefined. What `trim` takes off its
 * ends (a tab or a line break pasted with it) is not looked at: lookups send the part number trimmed.
 */
export function refusedPartnoCharacter(partno: string): RefusedCharacter | undefined {
  const start = partno.length - partno.trimStart().length;
  const end = partno.trimEnd().length;
  let position = 0;
  let index = 0;
  for (const character of partno) {
    if (index >= start && index < end) {
      const codePoint = character.codePointAt(0) as number;
      const found = refusal(codePoint);
      if (found) return { ...found, character, codePoint, code: codeOf(codePoint), position };
    }
    index += character.length;
    position += 1;
  }
  return undefined;
}

/**
 * `partno` safe to show inside a message: every control, bidirectional control and lone surrogate as
 * U+FFFD (�), so that a part number holding RIGHT-TO-LEFT OVERRIDE cannot turn the message around it.
 */
export function visiblePartno(partno: string): string {
  let shown = '';
  for (const character of partno) {
    const kind = refusal(character.codePointAt(0) as number)?.kind;
    shown += kind === 'control' || kind === 'bidi' || kind === 'loneSurrogate' ? '\uFFFD' : character;
  }
  return shown;
}
