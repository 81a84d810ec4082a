import {
  type Alternative,
  type CrossImprovement,
  crossingFields,
  differenceText,
  type NumberUnits,
  type SheetTable,
  sheetText,
  toSheetTable,
  type UnitChoices,
} from '../../../../core';

/** The headers of the columns worked out for each equivalent rather than read from its record. */
export const EQUIVALENT_COLUMNS = { verdict: 'Verdict', differences: 'Differences', better: 'Better' } as const;

/** Differences or improvements as one cell, units included: `RatedVoltage: 50 V → 25 V; SmdType: … → …`. */
function listed(changes: readonly CrossImprovement[]): string {
  return changes.map(differenceText).join('; ');
}

/**
 * The equivalents of a part as a sheet table, one row per equivalent in the order given (best first, as
 * Find equivalents ranks them): Partno; Verdict, `drop-in` or `check` (crossCheck's words, as PART.EQUIVALENTS
 * and a BOM's AlternativeVerdict write them); Status; Differences, what an engineer must check; Better,
 * what it does better; then every field the crossing rules compare, in the rules' order, so that the reasons
 * stand side by side. Numbers in the units asked for, texts protected as every table's are. Pure: the job
 * writes it.
 */
export function equivalentsSheetTable(
  equivalents: readonly Alternative[],
  units: { readonly numberUnits: NumberUnits; readonly unitChoices?: UnitChoices },
): SheetTable {
  const categories = [...new Set(equivalents.map(({ product }) => product.category))];
  const compared = [...new Set(categories.flatMap(crossingFields))].filter((field) => field !== 'Status');
  const table = toSheetTable(
    equivalents.map(({ product }) => product),
    { fields: ['Partno', 'Status', ...compared], numberUnits: units.numberUnits, unitChoices: units.unitChoices },
  );
  // The worked-out columns go beside Partno and Status, the service's columns' first two.
  const arranged = <T>(row: readonly T[], verdict: T, differences: T, better: T): T[] => [
    row[0],
    verdict,
    row[1],
    differences,
    better,
    ...row.slice(2),
  ];
  return {
    header: arranged(
      table.header,
      EQUIVALENT_COLUMNS.verdict,
      EQUIVALENT_COLUMNS.differences,
      EQUIVALENT_COLUMNS.better,
    ),
    rows: table.rows.map((row, index) => {
      const { check } = equivalents[index];
      return arranged(
        row,
        sheetText(check.verdict),
        sheetText(listed(check.differences)),
        sheetText(listed(check.improvements)),
      );
    }),
    numberFormats: arranged(table.numberFormats, undefined, undefined, undefined),
  };
}
