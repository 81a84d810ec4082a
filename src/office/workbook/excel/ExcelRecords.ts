/// <reference types="office-js" />
import { RecordTooLargeError } from '../errors/RecordTooLargeError';
import { jsonBytes } from '../payload';
import { recordNameOf, recordNamespace, recordXml, textOfRecordXml } from '../recordXml';
import { errorCode } from './errorCode';
import type { ExcelSession } from './ExcelSession';

/**
 * The Workbook port's records in Excel: one custom XML part per record (ExcelApi 1.5), named by its
 * namespace (recordXml), so that it is saved with the file and travels with it.
 */
export class ExcelRecords {
  constructor(private readonly session: ExcelSession) {}

  async read(name: string): Promise<string | undefined> {
    const namespace = recordNamespace(name);
    try {
      return await this.session.run('read', undefined, async (context) => {
        const parts = context.workbook.customXmlParts.getByNamespace(namespace);
        parts.load('items/id');
        await this.session.sync(context, 0);
        // One part per record; a second (a copy merged in by hand, say) is ignored, and replaced at the next write.
        const part = parts.items[0];
        if (!part) return undefined;
        const xml = part.getXml();
        await this.session.sync(context, 0);
        return textOfRecordXml(xml.value);
      });
    } catch (error) {
      // A part is read whole: one over Excel on the web's 5 MB (an earlier PartSpec's BOM history, written on
      // a desktop Excel) cannot be read there at all. It stays in the file as it is.
      if (errorCode(error) === 'ResponsePayloadSizeLimitExceeded')
        throw new RecordTooLargeError(name, { cause: error });
      throw error;
    }
  }

  names(prefix: string): Promise<string[]> {
    return this.session.run('read', undefined, async (context) => {
      const parts = context.workbook.customXmlParts;
      parts.load('items/namespaceUri');
      await this.session.sync(context, 0);
      return [
        ...new Set(
          parts.items
            .map((part) => recordNameOf(part.namespaceUri))
            .filter((name): name is string => name !== undefined && name.startsWith(prefix)),
        ),
      ];
    });
  }

  delete(names: readonly string[]): Promise<void> {
    if (names.length === 0) return Promise.resolve();
    const namespaces = new Set(names.map(recordNamespace));
    return this.session.run('write', undefined, async (context) => {
      const parts = context.workbook.customXmlParts;
      parts.load('items/namespaceUri');
      await this.session.sync(context, 0);
      const doomed = parts.items.filter((part) => namespaces.has(part.namespaceUri));
      if (doomed.length === 0) return;
      for (const part of doomed) part.delete();
      await this.session.sync(context, 0);
    });
  }

  write(name: string, text: string): Promise<void> {
    const xml = recordXml(name, text);
    return this.session.run('write', undefined, async (context) => {
      const parts = context.workbook.customXmlParts.getByNamespace(recordNamespace(name));
      parts.load('items/id');
      await this.session.sync(context, 0);
      // The new part first: Excel carries out a request's operations in order and stops at one that fails,
      // so the old record is deleted only once the new one is in.
      context.workbook.customXmlParts.add(xml);
      for (const part of parts.items) part.delete();
      await this.session.sync(context, jsonBytes(xml));
    });
  }
}
