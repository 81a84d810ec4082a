/**
 * How a workbook record (Workbook.readRecord) is kept in Excel: as a custom XML part of the file (ExcelApi
 * 1.5), one per record name, in its own namespace, holding the text as the root element's content. Custom
 * XML parts are saved with the workbook and invisible in the grid, so a user cannot edit or delete a
 * record by accident, as they could a hidden sheet's cells.
 */

/** Names PartSpec gives its records: short, and safe inside a namespace URI. */
const RECORD_NAME = /^[a-z][a-z0-9-]{0,39}$/;

const ROOT = 'partspec-record';

const NAMESPACE_PREFIX = 'urn:partspec:record:';

/** The name of the record a custom XML part of this namespace holds, or undefined when it is none of PartSpec's. */
export function recordNameOf(namespace: string): string | undefined {
  if (!namespace.startsWith(NAMESPACE_PREFIX)) return undefined;
  const name = namespace.slice(NAMESPACE_PREFIX.length);
  return RECORD_NAME.test(name) ? name : undefined;
}

/** The namespace of the custom XML part that holds the record `name`. */
export function recordNamespace(name: string): string {
  if (!RECORD_NAME.test(name)) {
    throw new RangeError(`"${name}" cannot name a workbook record: use lower-case letters, digits and -.`);
  }
  return `${NAMESPACE_PREFIX}${name}`;
}

/**
 * The first UTF-16 unit an XML 1.0 document cannot hold, even escaped: a control other than tab and line
 * ends, U+FFFE or U+FFFF, or half of a surrogate pair without its other half; undefined when there is none.
 */
function notXml(text: string): number | undefined {
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    if (unit < 0x20 ? unit !== 0x09 && unit !== 0x0a && unit !== 0x0d : unit === 0xfffe || unit === 0xffff) {
      return unit;
    }
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return unit;
      index += 1;
    } else if (unit >= 0xdc00 && unit <= 0xdfff) {
      return unit;
    }
  }
  return undefined;
}

/** The custom XML part for the record `name` holding `text`. */
export function recordXml(name: string, text: string): string {
  const namespace = recordNamespace(name);
  const bad = notXml(text);
  if (bad !== undefined) {
    throw new RangeError(
      `A workbook record cannot hold the character U+${bad.toString(16).toUpperCase().padStart(4, '0')}.`,
    );
  }
  const escaped = text.replace(/[&<>]/g, (character) => ESCAPES[character]);
  return `<${ROOT} xmlns="${namespace}">${escaped}</${ROOT}>`;
}

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

const NAMED_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * The text of a record's custom XML part, as Excel gives it back (perhaps with an XML declaration, other
 * quoting, or the root written empty); undefined when it is not a record PartSpec wrote.
 */
export function textOfRecordXml(xml: string): string | undefined {
  const empty = new RegExp(`<${ROOT}\\b[^>]*/>`).exec(xml);
  if (empty) return '';
  const match = new RegExp(`<${ROOT}\\b[^>]*>([\\s\\S]*)</${ROOT}>`).exec(xml);
  if (!match) return undefined;
  const content = match[1].replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, (_, data: string) =>
    data.replace(/[&<>]/g, (character) => ESCAPES[character]),
  );
  return content.replace(/&(#x[0-9a-fA-F]+|#\d+|[a-z]+);/g, (entity, body: string) => {
    if (body.startsWith('#x')) return String.fromCodePoint(parseInt(body.slice(2), 16));
    if (body.startsWith('#')) return String.fromCodePoint(Number(body.slice(1)));
    return NAMED_ENTITIES[body] ?? entity;
  });
}
