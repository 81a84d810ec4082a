import type { AnswerSources, CellValue } from '../../core';
import type { CellAddress, Workbook } from '../../office/workbook';
import { localDateTime } from '../logic/localDateTime';
import { asOfText } from '../wording/sourcesText';

/**
 * The line above a table PartSpec wrote, saying where its data came from and as of when, in the user's local
 * time: `As of 2026-11-24 07:31 from the service`; when its products came from a kept snapshot, that
 * snapshot's date and age: `As of the snapshot of 2026-11-22 09:14 (2 days old by the service's clock)`; when
 * from both, how many of each (sourcesText.ts). A quote-prefixed text, so Excel never reads it as a date or a
 * formula.
 */

const CAPTION_START = 'As of ';

/** How a recorded table is brought up to date, as its caption ends. */
export const REFRESH_TABLE_WAY = 'PartSpec › Tables › Refresh table';

/**
 * The caption of a table whose products came from `sources` (when it is not known, fetched at `when`),
 * ending with `way`: what the table is and how to get it anew (a recorded table's Refresh table by default).
 */
export function captionText(when: Date, sources?: AnswerSources, way: string = REFRESH_TABLE_WAY): string {
  const asOf = sources ? asOfText(sources) : localDateTime(when);
  return `'${CAPTION_START}${asOf} · ${way}`;
}

/** Whether a cell holds a caption PartSpec wrote (which a refresh may write again) or nothing. */
export function isCaptionOrEmpty(value: CellValue): boolean {
  return value === '' || (typeof value === 'string' && value.startsWith(CAPTION_START));
}

/**
 * Writes the caption into `cell` when the cell is free or holds an earlier caption; the user's own value
 * there is never replaced (the table's date is in the Tables tab all the same). Returns whether it was written.
 */
export async function writeCaption(
  workbook: Workbook,
  cell: CellAddress,
  when: Date,
  sources?: AnswerSources,
  way?: string,
): Promise<boolean> {
  const [[value]] = await workbook.readValues({ ...cell, rowCount: 1, columnCount: 1 });
  if (!isCaptionOrEmpty(value)) return false;
  await workbook.writeValues(cell, [[captionText(when, sources, way)]]);
  return true;
}
