import { mkdir, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { buildSampleWorkbook } from './buildSampleWorkbook';

/** Where `npm run sample-workbook` writes unless told `--out` (the folder is in .gitignore). */
export const DEFAULT_OUT = join(__dirname, '..', '..', 'sample-workbook', 'PartSpec-acceptance.xlsx');

export interface WrittenWorkbook {
  /** The file written, as an absolute path. */
  readonly file: string;
  readonly bytes: number;
  /** Its sheets, in order, each with its last row that holds something. */
  readonly sheets: readonly { readonly name: string; readonly rows: number }[];
}

/** Builds the acceptance workbook and writes it to `file` (folders made as needed). */
export async function writeSampleWorkbook(file: string = DEFAULT_OUT): Promise<WrittenWorkbook> {
  const workbook = await buildSampleWorkbook();
  const out = resolve(file);
  await mkdir(dirname(out), { recursive: true });
  await workbook.xlsx.writeFile(out);
  return {
    file: out,
    bytes: (await stat(out)).size,
    sheets: workbook.worksheets.map((sheet) => ({ name: sheet.name, rows: sheet.rowCount })),
  };
}
