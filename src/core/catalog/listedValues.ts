import { BRAND, withBrand } from './brand';
import type { Language } from './languages';

/**
 * Listed values of spec 4.4, in English, Japanese and Chinese.
 *
 * The Japanese and Chinese strings are copied character for character from the spec tables (some mix
 * Chinese and Japanese characters; that is how the service spells them). Where the spec gives no usable
 * localized form, the English form is used in every language. `<BRAND>` stands for the maker's brand
 * (see brand.ts).
 */
export interface ListedValue {
  readonly en: string;
  readonly ja: string;
  readonly zh: string;
}

function same(en: string): ListedValue {
  return { en, ja: en, zh: en };
}

export const LISTED_VALUE_TEMPLATES = {
  Status: [
    { en: 'Under Development', ja: '开発中', zh: '开发中' },
    { en: 'In Production', ja: '生产中', zh: '目前生产' },
    { en: 'NRND', ja: 'NRND', zh: 'NRND' },
    { en: 'To be discontinued', ja: '生产中止予定', zh: '计划停产' },
    { en: 'Discontinued', ja: '生产中止', zh: '已经停产' },
  ],
  Standard: [
    { en: 'Certified by safety standard', ja: '安全规格认定品', zh: '安全规格认证品' },
    same('Based on the Electrical Appliance and Material Safety Law of Japan'),
  ],
  Mounting: [
    { en: 'Reflow soldering', ja: 'リフローはんだ', zh: '回流焊接' },
    { en: 'Flow soldering', ja: 'フローはんだ', zh: '波峰焊接' },
    { en: 'Bonding', ja: 'ボンディング', zh: '结合' },
    { en: 'Welding', ja: '溶接', zh: '焊接' },
    { en: 'Fixing with screws', ja: 'ねじ止め', zh: '螺丝固定' },
    same('Conductive adhesive'),
  ],
  RatedVoltageClass: [same('AC'), same('DC')],
  TemperatureCharacteristicsCompliedStandard: [same('JIS'), same('EIA'), same('<BRAND>')],
  Application: [
    same('Consumer equipment'),
    same('Industrial Equipment'),
    same('Automotive infotainment/comfort equipment'),
    same('Automotive powertrain/safety equipment'),
    same('Medical equipment [GHTF Class C]'),
    same('Medical equipment [GHTF Class D]'),
    same('Medical equipment [GHTF Class A/B]'),
    same('Mobile Electronics'),
    same('Mobile Communication'),
    same('Consumer Electronics - Differential Transmission'),
    same('HDD'),
    same('Double feed detection'),
    same('Automotive [Ask <BRAND>]'),
    same('Medical [Ask <BRAND>]'),
  ],
  Brand: [same('<BRAND>'), same('<BRAND> Power Solutions')],
  Benefits: [
    same('Withstands voltage of 10-40 kV'),
    same('Low dissipation/HIQ'),
    same('Low inductance'),
    same('Anti-noise, low distortion'),
    same('Fail safe'),
    same('Anti-crack while deflecting'),
    same('Anti-crack while soldering'),
    same('No DC bias Characteristics'),
    same('Anti-ion migration'),
    same('Noise suppression'),
  ],
  SmdType: [
    same('Two-terminal'),
    same('Metal terminal'),
    same('Multi-terminal'),
    same('LW reversed'),
    same('Array type'),
    same('Top & bottom electrode'),
    same('On substrates'),
    same('Polymer Capacitors'),
    same('3-Terminal Capacitors'),
    same('Resin molding'),
  ],
  TargetCircuitCategory: [
    { en: 'Power lines circuits', ja: '电源系回路', zh: '电源线回路' },
    { en: 'General circuits', ja: '一般回路', zh: '一般回路' },
    { en: 'High frequency circuits', ja: '高周波回路', zh: '高频回路' },
  ],
  Construction: [
    same('Wire wound type (Ferrite)'),
    same('Wire wound type (Non mag)'),
    same('Wire wound type (Metal)'),
    same('Film type'),
    same('Multilayer type'),
    same('2 coils in 1 unit'),
  ],
} as const satisfies Record<string, readonly ListedValue[]>;

export type ListedItemName = keyof typeof LISTED_VALUE_TEMPLATES;

/** The listed values of an item in one language, with the maker's brand filled in. */
export function listedValues(item: ListedItemName, lang: Language, brand: string = BRAND): string[] {
  return LISTED_VALUE_TEMPLATES[item].map((value: ListedValue) => withBrand(value[lang], brand));
}

/**
 * The English form of a listed value given in `lang`, or undefined when it is not one of the item's
 * values in that language. Matching ignores case, as the reference service's string matching does.
 */
export function englishListedValue(
  item: ListedItemName,
  value: string,
  lang: Language,
  brand: string = BRAND,
): string | undefined {
  return englishForms(item, lang, brand).get(value.toLowerCase());
}

/** Lower-cased form in a language -> English form, per item, language and brand: made once, asked per product. */
const ENGLISH_FORMS = new Map<string, ReadonlyMap<string, string>>();

function englishForms(item: ListedItemName, lang: Language, brand: string): ReadonlyMap<string, string> {
  const key = `${item}\n${lang}\n${brand}`;
  let forms = ENGLISH_FORMS.get(key);
  if (!forms) {
    const made = new Map<string, string>();
    for (const candidate of LISTED_VALUE_TEMPLATES[item] as readonly ListedValue[]) {
      const spelling = withBrand(candidate[lang], brand).toLowerCase();
      // The first listed value of a spelling wins, as a search through the list would find it.
      if (!made.has(spelling)) made.set(spelling, withBrand(candidate.en, brand));
    }
    forms = made;
    ENGLISH_FORMS.set(key, forms);
  }
  return forms;
}

/** The form in `lang` of an English listed value; a value that is not listed is returned unchanged. */
export function localizedListedValue(
  item: ListedItemName,
  englishValue: string,
  lang: Language,
  brand: string = BRAND,
): string {
  const found = LISTED_VALUE_TEMPLATES[item].find(
    (candidate: ListedValue) => withBrand(candidate.en, brand) === englishValue,
  );
  return found ? withBrand(found[lang], brand) : englishValue;
}
