import { join } from 'node:path';
import { recordNamespace } from '../../src/office/workbook/recordXml';

/** scripts/officeXml.js: libxml2 and PartSpec's schemas over the XML handed to Office. */
export const officeXml = require(join(__dirname, '..', '..', 'scripts', 'officeXml.js')) as {
  manifestProblems(xml: string, fileName?: string): Promise<string[]>;
  recordXmlProblems(xml: string, namespace: string): Promise<string[]>;
};

/**
 * What Office would say of each custom XML part a workbook holds (an empty list each when it can read them
 * all), by the record name its namespace gives: tests that write records through the Excel adapter hand
 * these parts to Office.
 */
export async function recordPartProblems(
  parts: readonly { readonly xml: string }[],
): Promise<Record<string, string[]>> {
  const problems: Record<string, string[]> = {};
  for (const [index, part] of parts.entries()) {
    const name = /xmlns="urn:partspec:record:([^"]*)"/.exec(part.xml)?.[1];
    problems[name ?? `part ${index}`] =
      name === undefined
        ? ['no PartSpec record namespace']
        : await officeXml.recordXmlProblems(part.xml, recordNamespace(name));
  }
  return problems;
}
