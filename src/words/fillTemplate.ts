/**
 * A template of the catalogue with its {{placeholders}} filled, as i18next fills the same texts in the pane
 * (without escaping, as the pane's i18next is set): a placeholder without a value stays empty.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? '');
}
