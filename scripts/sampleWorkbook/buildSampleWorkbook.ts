import { Workbook } from 'exceljs';
import { DATASET_DATE } from '../../src/service/dataset';
import { sampleContext } from './sampleContext';
import { addBomFormulasSheet } from './sheets/bomFormulasSheet';
import { addBomSheet } from './sheets/bomSheet';
import { addCardsSheet } from './sheets/cardsSheet';
import { addFunctionsSheet } from './sheets/functionsSheet';
import { addLargeSheet } from './sheets/largeSheet';
import { addPaneStepsSheet } from './sheets/paneStepsSheet';
import { addReadMeSheet } from './sheets/readMeSheet';

/**
 * The acceptance workbook (docs/excel-acceptance.md): the BOMs and formulas the steps use, with every
 * expected result computed by the SDK from the reference service's dataset, in-process, the same on every
 * run. Nothing from the service is written as a formula (sheets/cells.ts).
 */
export async function buildSampleWorkbook(): Promise<Workbook> {
  const context = await sampleContext();
  const workbook = new Workbook();
  workbook.creator = 'PartSpec npm run sample-workbook';
  // Dated by the dataset, not the clock: the same file on every run.
  workbook.created = new Date(`${DATASET_DATE}T00:00:00Z`);
  workbook.modified = workbook.created;
  // The file holds no computed values: Excel computes every formula when it opens the workbook.
  workbook.calcProperties.fullCalcOnLoad = true;
  addReadMeSheet(workbook, context);
  addBomSheet(workbook, context);
  addBomFormulasSheet(workbook, context);
  await addFunctionsSheet(workbook, context);
  addCardsSheet(workbook, context);
  addLargeSheet(workbook, context);
  await addPaneStepsSheet(workbook, context);
  return workbook;
}
