/**
 * The three numbering schemes (SMD capacitors, leaded capacitors, inductors) read and write their part
 * numbers alike: one pattern with a group per field, the fields in the order they stand, the packaging
 * code last. What differs is only the list of fields and the tables their codes are looked up in.
 */
export type PartnoFields<Name extends string> = { readonly [Key in Name]: string };

/** The fields a part number stands for, by name (`names` in the order of `pattern`'s groups); undefined when it does not match. */
export function readPartnoFields<Name extends string>(
  pattern: RegExp,
  names: readonly Name[],
  partno: string,
): PartnoFields<Name> | undefined {
  const match = pattern.exec(partno);
  if (!match) return undefined;
  return Object.fromEntries(names.map((name, index) => [name, match[index + 1]])) as PartnoFields<Name>;
}

/** The part number without its packaging code: what every packaging variant of one part shares. */
export function partnoWithoutPackageCode<Name extends string>(
  names: readonly Name[],
  fields: PartnoFields<Exclude<Name, 'packagingCode'>>,
): string {
  const codes: Readonly<Record<string, string>> = fields;
  return names
    .filter((name) => name !== 'packagingCode')
    .map((name) => codes[name])
    .join('');
}

/** The values a part number's codes were looked up to, when every code was found; undefined when any was not. */
export function everyFound<Values extends Readonly<Record<string, unknown>>>(
  values: Values,
): { readonly [Key in keyof Values]: Exclude<Values[Key], undefined> } | undefined {
  return Object.values(values).every((value) => value !== undefined)
    ? (values as { readonly [Key in keyof Values]: Exclude<Values[Key], undefined> })
    : undefined;
}
