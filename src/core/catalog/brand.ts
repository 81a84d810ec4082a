/**
 * The maker's brand. The spec writes it as `<BRAND>` in listed values (4.4): the maker's own
 * temperature-characteristic standard, "Automotive [Ask <BRAND>]", and the Brand values.
 * The reference service's fictional maker is Orvane; this is the one place that names it.
 */
export const BRAND = 'Orvane';

export const MANUFACTURER = 'Orvane Electronics Co., Ltd.';

export const BRAND_PLACEHOLDER = '<BRAND>';

export function withBrand(template: string, brand: string = BRAND): string {
  return template.split(BRAND_PLACEHOLDER).join(brand);
}
