import type { OutOfScopeKind, PartEvidence } from './statements';

/** What a word of the vocabulary says: what the part is, an SmdType (spec 4.4, English), a mounting, or nothing. */
export type WordMeaning =
  | { readonly evidence: PartEvidence }
  | { readonly smdType: string }
  | { readonly mounting: 'conductive adhesive' }
  | { readonly notFitted: true }
  | { readonly outOfScope: OutOfScopeKind; readonly weak?: boolean }
  | { readonly setAside: true }
  | { readonly nothing: true };

const NOT_FITTED: WordMeaning = { notFitted: true };
const POLARISED: WordMeaning = { outOfScope: 'polarised' };
const BEAD: WordMeaning = { outOfScope: 'ferriteBead' };
const FILTER: WordMeaning = { outOfScope: 'filter' };
const RESISTOR: WordMeaning = { outOfScope: 'resistor' };
const CRYSTAL: WordMeaning = { outOfScope: 'crystal' };
/** Names that cannot change which part is chosen: distributors, and marks every part of the catalogue has. */
const SET_ASIDE: WordMeaning = { setAside: true };

const CAPACITOR: WordMeaning = { evidence: { part: 'capacitor', explicit: true } };
const SMD_CAPACITOR: WordMeaning = { evidence: { part: 'capacitor', explicit: true, mount: 'smd' } };
/** A leaded ceramic capacitor: the dataset has no leaded inductor, so the word implies a capacitor. */
const LEAD: WordMeaning = { evidence: { part: 'capacitor', mount: 'lead' } };
const SMD: WordMeaning = { evidence: { mount: 'smd' } };
const INDUCTOR: WordMeaning = { evidence: { part: 'inductor', explicit: true } };
const NOTHING: WordMeaning = { nothing: true };
const THREE_TERMINAL: WordMeaning = { smdType: '3-Terminal Capacitors' };
const LW_REVERSED: WordMeaning = { smdType: 'LW reversed' };

/**
 * English words and phrases, lower case, hyphens written as spaces (`through-hole` and `through hole` are one
 * phrase). Harmless words that state nothing a part is chosen by are read as nothing rather than unread.
 */
const ENGLISH: Readonly<Record<string, WordMeaning>> = {
  cap: CAPACITOR,
  caps: CAPACITOR,
  capacitor: CAPACITOR,
  capacitors: CAPACITOR,
  ceramic: CAPACITOR,
  'ceramic capacitor': CAPACITOR,
  'ceramic cap': CAPACITOR,
  cer: CAPACITOR,
  condenser: CAPACITOR,
  mlcc: SMD_CAPACITOR,
  'multilayer ceramic': SMD_CAPACITOR,
  'multilayer ceramic capacitor': SMD_CAPACITOR,
  'multi layer ceramic': SMD_CAPACITOR,
  'chip capacitor': SMD_CAPACITOR,
  'chip cap': SMD_CAPACITOR,
  smd: SMD,
  smt: SMD,
  chip: SMD,
  'surface mount': SMD,
  radial: LEAD,
  disc: LEAD,
  disk: LEAD,
  leaded: LEAD,
  tht: LEAD,
  'through hole': LEAD,
  'thru hole': LEAD,
  inductor: INDUCTOR,
  inductors: INDUCTOR,
  ind: INDUCTOR,
  coil: INDUCTOR,
  choke: INDUCTOR,
  'power inductor': INDUCTOR,
  'chip inductor': INDUCTOR,
  array: { smdType: 'Array type' },
  'capacitor array': { smdType: 'Array type' },
  '3 terminal': THREE_TERMINAL,
  'three terminal': THREE_TERMINAL,
  feedthrough: THREE_TERMINAL,
  'feed through': THREE_TERMINAL,
  'lw reversed': LW_REVERSED,
  'reverse geometry': LW_REVERSED,
  'reversed geometry': LW_REVERSED,
  'metal terminal': { smdType: 'Metal terminal' },
  'conductive adhesive': { mounting: 'conductive adhesive' },
  metric: NOTHING,
  // Not fitted, in the words of BOM tools and assembly notes (DNP and the capitals are read by their form).
  'do not populate': NOT_FITTED,
  'do not place': NOT_FITTED,
  'do not fit': NOT_FITTED,
  'do not mount': NOT_FITTED,
  'do not install': NOT_FITTED,
  'not fitted': NOT_FITTED,
  'not populated': NOT_FITTED,
  'not placed': NOT_FITTED,
  'not mounted': NOT_FITTED,
  'no pop': NOT_FITTED,
  unpopulated: NOT_FITTED,
  'nicht bestückt': NOT_FITTED,
  'nicht bestueckt': NOT_FITTED,
  // What the catalogue never holds.
  elko: POLARISED,
  electrolytic: POLARISED,
  elcap: POLARISED,
  tantalum: POLARISED,
  tant: POLARISED,
  polymer: POLARISED,
  poscap: POLARISED,
  oscon: POLARISED,
  'os con': POLARISED,
  polarized: POLARISED,
  polarised: POLARISED,
  aluminium: POLARISED,
  aluminum: POLARISED,
  bead: BEAD,
  beads: BEAD,
  'ferrite bead': BEAD,
  fb: BEAD,
  // A ferrite choke is an inductor: `ferrite` alone says bead only when nothing says inductor.
  ferrite: { outOfScope: 'ferriteBead', weak: true },
  'emi filter': FILTER,
  emifil: FILTER,
  '3 terminal filter': FILTER,
  'three terminal filter': FILTER,
  filter: { outOfScope: 'filter', weak: true },
  resistor: RESISTOR,
  resistors: RESISTOR,
  res: RESISTOR,
  ohm: { outOfScope: 'resistor', weak: true },
  ohms: { outOfScope: 'resistor', weak: true },
  ω: { outOfScope: 'resistor', weak: true },
  crystal: CRYSTAL,
  xtal: CRYSTAL,
  quartz: CRYSTAL,
  resonator: CRYSTAL,
  oscillator: CRYSTAL,
  tcxo: CRYSTAL,
  vcxo: CRYSTAL,
  // Set aside: who sells it, and marks that every part of the catalogue has.
  digikey: SET_ASIDE,
  'digi key': SET_ASIDE,
  mouser: SET_ASIDE,
  lcsc: SET_ASIDE,
  jlcpcb: SET_ASIDE,
  farnell: SET_ASIDE,
  newark: SET_ASIDE,
  rohs: SET_ASIDE,
  'pb free': SET_ASIDE,
  'lead free': SET_ASIDE,
};

/**
 * Japanese and Chinese words as BOMs and the service's listed values write them. They arrive without spaces
 * (`贴片陶瓷电容`), so the tokenizer splits runs of these scripts by the longest word of this list.
 */
const CJK: Readonly<Record<string, WordMeaning>> = {
  積層セラミックコンデンサ: SMD_CAPACITOR,
  積層セラミックチップコンデンサ: SMD_CAPACITOR,
  チップ積層セラミックコンデンサ: SMD_CAPACITOR,
  セラミックコンデンサ: CAPACITOR,
  チップコンデンサ: SMD_CAPACITOR,
  コンデンサ: CAPACITOR,
  コンデンサー: CAPACITOR,
  キャパシタ: CAPACITOR,
  セラミック: CAPACITOR,
  チップ: SMD,
  リード: LEAD,
  ラジアル: LEAD,
  インダクタ: INDUCTOR,
  インダクター: INDUCTOR,
  チップインダクタ: INDUCTOR,
  パワーインダクタ: INDUCTOR,
  コイル: INDUCTOR,
  チップコイル: INDUCTOR,
  电容: CAPACITOR,
  电容器: CAPACITOR,
  陶瓷电容: CAPACITOR,
  陶瓷电容器: CAPACITOR,
  陶瓷: CAPACITOR,
  贴片电容: SMD_CAPACITOR,
  多层陶瓷电容: SMD_CAPACITOR,
  多层陶瓷电容器: SMD_CAPACITOR,
  片式电容: SMD_CAPACITOR,
  贴片: SMD,
  瓷片电容: { evidence: { part: 'capacitor', explicit: true, mount: 'lead' } },
  插件: LEAD,
  直插: LEAD,
  电感: INDUCTOR,
  电感器: INDUCTOR,
  功率电感: INDUCTOR,
  贴片电感: INDUCTOR,
  未実装: NOT_FITTED,
  非実装: NOT_FITTED,
  実装しない: NOT_FITTED,
  不贴: NOT_FITTED,
  不贴片: NOT_FITTED,
  空贴: NOT_FITTED,
  電解コンデンサ: POLARISED,
  電解: POLARISED,
  タンタル: POLARISED,
  电解电容: POLARISED,
  电解: POLARISED,
  钽电容: POLARISED,
  钽: POLARISED,
  固态电容: POLARISED,
  磁珠: BEAD,
  フェライトビーズ: BEAD,
  滤波器: FILTER,
  电阻: RESISTOR,
  抵抗: RESISTOR,
  チップ抵抗: RESISTOR,
  晶振: CRYSTAL,
  水晶: CRYSTAL,
  振荡器: CRYSTAL,
  発振器: CRYSTAL,
};

/** Unit words of those languages, as the ASCII unit the readers take (`100微法` is read as `100uF`). */
export const CJK_UNITS: Readonly<Record<string, string>> = {
  マイクロファラド: 'uF',
  ナノファラド: 'nF',
  ピコファラド: 'pF',
  マイクロヘンリー: 'uH',
  ナノヘンリー: 'nH',
  ボルト: 'V',
  アンペア: 'A',
  ミリアンペア: 'mA',
  微法: 'uF',
  纳法: 'nF',
  皮法: 'pF',
  微亨: 'uH',
  纳亨: 'nH',
  毫亨: 'mH',
  伏: 'V',
  伏特: 'V',
  安: 'A',
  安培: 'A',
  毫安: 'mA',
};

/** The words the tokenizer splits a run of Japanese or Chinese by. */
export const CJK_WORDS: readonly string[] = [...Object.keys(CJK), ...Object.keys(CJK_UNITS)];

/** The longest phrase of ENGLISH, in words. */
export const LONGEST_PHRASE = 3;

/** The key `words` are looked up by: lower case, hyphens as spaces. */
export function phraseKey(words: readonly string[]): string {
  return words.join(' ').toLowerCase().replace(/-/g, ' ').replace(/\s+/g, ' ').trim();
}

/** What a phrase means (by phraseKey, or a Japanese or Chinese word as written), or undefined. */
export function meaningOfPhrase(key: string): WordMeaning | undefined {
  if (Object.hasOwn(ENGLISH, key)) return ENGLISH[key];
  return Object.hasOwn(CJK, key) ? CJK[key] : undefined;
}
