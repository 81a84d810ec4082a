import { relative } from 'node:path';
import { parseArgs } from 'node:util';
import { ACCEPTANCE_SCRIPT } from './sampleWorkbook/sheets/readMeSheet';
import { DEFAULT_OUT, writeSampleWorkbook } from './sampleWorkbook/writeSampleWorkbook';

/**
 * `npm run sample-workbook [-- --out <file>]`: writes the workbook the Excel acceptance script uses
 * (docs/excel-acceptance.md), by default to sample-workbook/PartSpec-acceptance.xlsx.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string' } }, strict: true });
  const written = await writeSampleWorkbook(values.out ?? DEFAULT_OUT);
  const fromHere = relative(process.cwd(), written.file);
  const shown = fromHere.startsWith('..') ? written.file : fromHere;
  console.log(`wrote ${shown} (${Math.round(written.bytes / 1024)} KB)`);
  console.log('sheets:');
  for (const sheet of written.sheets) console.log(`  ${sheet.name} (${sheet.rows} rows)`);
  console.log(`next: open it in Excel with PartSpec sideloaded, and follow ${ACCEPTANCE_SCRIPT}`);
}

main().catch((error: unknown) => {
  console.error(`npm run sample-workbook failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
