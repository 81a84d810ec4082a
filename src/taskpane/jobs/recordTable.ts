import { type RangeAddress, saveTableRecord, type TableRecord, type TableSource } from '../../office/workbook';
import {
  type AnswerSources,
  answerSources,
  type Language,
  type NumberUnits,
  type Product,
  type UnitChoices,
} from '../../core';
import { writeCaption } from './tableCaption';
import type { JobContext } from './types';

/** What produced a table, for its record: everything a refresh needs to run it again. */
export interface TableProvenance {
  /** The record's id when the table is refreshed; a new one otherwise. */
  readonly id?: string;
  readonly source: TableSource;
  readonly columns: readonly string[];
  readonly lang: Language;
  readonly numberUnits: NumberUnits;
  readonly units: UnitChoices;
  /** A BOM's planned builds, for its LastTimeBuyQuantity column. */
  readonly builds?: number;
  /** Whether an "as of" line goes above the table's header (default true); a BOM has its own note. */
  readonly caption?: boolean;
  /**
   * Where the products came from (jobSources): the caption says it, the record keeps it, and when kept
   * snapshots answered, the record's date is the oldest one's, not the job's, since that is how old the data is.
   */
  readonly sources?: AnswerSources;
}

/**
 * The time of the job: the context's clock when it has one (tests), else the service's (ServiceClock, from
 * the Date of its answers): the catalogue is as of the service's date, and so are "as of", days left and
 * what changed, whatever this computer's clock says.
 */
export function jobTime(context: Pick<JobContext, 'now' | 'client'>): Date {
  return context.now ? context.now() : context.client.serviceNow();
}

/**
 * Where a job's products came from, counted per source (the service, each kept snapshot with its age by the
 * service's clock), as of the job's time `when`.
 */
export function jobSources(
  context: Pick<JobContext, 'now' | 'client'>,
  products: Iterable<Product>,
  when: Date = jobTime(context),
): AnswerSources {
  const { client } = context;
  return answerSources(products, (product) => client.snapshots.of(product), {
    now: when,
    checked: client.serviceClockOffsetMs() !== undefined,
  });
}

/**
 * Records a table just written (see tableRecords.ts) and writes its "as of" line into the cell above its
 * header, when there is one and it is free: as of `when`, or of the provenance's snapshot. The table is in
 * the sheet whatever happens here: a record that cannot be kept (a host without custom XML parts) comes back
 * as its failure (`notRecorded`) for the summary to say, never as a failed job.
 */
export async function recordTable(
  context: JobContext,
  range: RangeAddress,
  provenance: TableProvenance,
  when: Date = jobTime(context),
): Promise<{ readonly record: TableRecord } | { readonly notRecorded: unknown }> {
  const { workbook } = context;
  try {
    const above =
      provenance.caption !== false && range.row > 0
        ? { sheet: range.sheet, row: range.row - 1, column: range.column }
        : undefined;
    const captioned = above !== undefined && (await writeCaption(workbook, above, when, provenance.sources));
    const oldest = provenance.sources?.snapshots[0];
    const record = await saveTableRecord(workbook, {
      ...(provenance.id !== undefined ? { id: provenance.id } : {}),
      source: provenance.source,
      range,
      columns: [...provenance.columns],
      lang: provenance.lang,
      numberUnits: provenance.numberUnits,
      units: { ...provenance.units },
      refreshedAt: oldest ? oldest.issuedAt : when.toISOString(),
      ...(provenance.sources ? { sources: provenance.sources } : {}),
      ...(provenance.builds !== undefined ? { builds: provenance.builds } : {}),
      ...(captioned && above ? { caption: { row: above.row, column: above.column } } : {}),
    });
    return { record };
  } catch (error) {
    return { notRecorded: error };
  }
}
