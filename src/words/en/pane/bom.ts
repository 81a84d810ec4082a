import { morePartnosTerm } from '../../paneTerms';
import { partnos } from '../partnos';

/**
 * The BOM view, its result, and what the BOM refresh job says: its progress lines, its question before
 * writing over cells, its summary, and the problems of a selection that is no BOM. Status values, `Not
 * found (did you mean …?)`, `Not a part number` and the `Refreshed …` note written into the sheet are not
 * here: they are the worksheet's, not the pane's. Numbers are `{{count, number}}` (12,000).
 */
export const bom = {
  view: {
    builds: 'Planned builds',
    buildsHint: "For LastTimeBuyQuantity: the BOM's Qty times these builds, rounded up to whole order lots.",
    buildsRefused: 'Planned builds must be a whole number from 1 to {{max, number}}; correct it, or leave it empty.',
    intro:
      "Select the cells with the part numbers, or their whole column, with the column's header (such as “Part number”) above them. The columns below are filled in to the right, or refreshed where the header already names them. Parts at risk or under development are marked, a part number not found says so in its row, and the time of the refresh is noted on the header row.",
    columns: 'Columns to add',
    refresh: 'Refresh BOM',
  },
  chart: {
    label: 'The BOM at a glance',
    byStatus: 'Parts by status',
    lastBuy: 'Last buy dates by quarter',
  },
  summary: {
    button: 'Summary sheet with charts',
    quarter: 'Last buy quarter',
    done: 'Wrote the summary and its charts to {{sheet}}.',
  },
  result: {
    /** The end of a result list that shows only its first items. */
    moreInSheet: '… and {{count, number}} more: the sheet has every one',
    alternativesHeading: 'Parts at risk and what can replace them',
    alternative: '{{partno}} → {{alternative}}: {{verdict}}',
    noAlternative: '{{partno}}: no replacement found',
    difference: '{{field}}: {{original}} → {{candidate}}',
    verdicts: { dropIn: 'drop-in', check: 'check', notEquivalent: 'not equivalent' },
    deadlinesHeading: 'Last buy dates, soonest first',
    deadline_one: '{{partno}}: {{date}} ({{days, number}} day left)',
    deadline_other: '{{partno}}: {{date}} ({{days, number}} days left)',
    deadlinePassed: '{{partno}}: {{date}} (passed {{days, number}} days ago)',
    deadlineQuantity: ', buy {{buyQuantity, number}}',
    changedHeading_one: '{{count, number}} part changed since {{date}}',
    changedHeading_other: '{{count, number}} parts changed since {{date}}',
    label: 'BOM refresh result',
    table: 'Parts per status',
    status: 'Status',
    parts: 'Parts',
    /** Rows of the counts table besides the statuses (which are the service's, in the data language). */
    other: 'Without a single status',
    notFound: 'Not found',
    notAPartNumber: 'Not a part number',
    notFoundHeading: 'Part numbers not found ({{count, number}})',
    /** After a part number not found: real ones near it, `{{partnos}}` a list. */
    didYouMean: '(did you mean {{partnos}}?)',
    notPartNumbersHeading: 'Not part numbers ({{count, number}})',
    notPartNumbersHint: "These cannot be part numbers (a ' or | inside), so they were not looked up.",
  },
  /** One line counting the parts per status: its items, joined as a list (errors.listSeparator). */
  statusSummary: {
    /** `{{status}}` is a status as the service writes it, in the data language. */
    status: '{{count, number}} {{status}}',
    other: '{{count, number}} without a single status',
    notFound: '{{count, number}} not found',
    notAPartNumber: '{{count, number}} not a part number',
    notAnswered: '{{count, number}} not looked up',
    none: 'no parts',
  },
  progress: {
    alternatives_one: 'Looking for what can replace the {{count, number}} part at risk',
    alternatives_other: 'Looking for what can replace the {{count, number}} parts at risk',
    lookedUp_one: '{{done, number}} of {{count, number}} part looked up',
    lookedUp_other: '{{done, number}} of {{count, number}} parts looked up',
    near_one: 'Looking for part numbers near the {{count, number}} one not found',
    near_other: 'Looking for part numbers near the {{count, number}} ones not found',
    /** `{{columns}}` are field names, as a list. */
    writing_one: 'Writing {{columns}}: {{done, number}} of {{count, number}} row',
    writing_other: 'Writing {{columns}}: {{done, number}} of {{count, number}} rows',
    marking: 'Marking parts by status',
  },
  refresh: {
    noBuilds:
      'LastTimeBuyQuantity needs the number of builds still planned: enter it under Planned builds (a whole number, 1 or more), or untick the column.',
    noQuantityColumn:
      "LastTimeBuyQuantity needs the BOM's quantity per build: give it a column headed Qty (or Quantity, 数量), then refresh again.",
    changedSince_one: '{{count, number}} part changed since {{date}}.',
    changedSince_other: '{{count, number}} parts changed since {{date}}.',
    /** After changedSince, when the BOM has a Changed column: its parts not changed now that show earlier changes. */
    keptChanges_one:
      'The Changed column still shows the earlier changes of {{count, number}} part, with the date they were seen.',
    keptChanges_other:
      'The Changed column still shows the earlier changes of {{count, number}} parts, each with the date they were seen.',
    /** The BOM history of an earlier PartSpec, one record over 5 MB, on Excel on the web (RecordTooLargeError). */
    earlierHistoryTooLarge:
      'The history of earlier refreshes was kept by an earlier PartSpec in one piece of over 5 MB, which Excel on the web cannot read, so no changes are counted this time. It is kept as it is: refresh this BOM once in Excel on Windows or Mac, and PartSpec keeps the history in parts every Excel can read.',
    /** `{{columns}}` are field names, as a list. */
    replace: '{{range}} holds values, where PartSpec would add the columns {{columns}}. Replace them?',
    declined: 'Nothing was written: {{range}} holds values. Clear those cells or move them, then refresh again.',
    stoppedLookingUp: 'Stopped while looking up the parts; nothing was written.',
    alternativesFailed_one:
      'What can replace the {{count, number}} part at risk could not be looked up, so its BestAlternative and AlternativeVerdict say “{{notLookedUp}}”: {{reason}} Refresh again to fill them in.',
    alternativesFailed_other:
      'What can replace the {{count, number}} parts at risk could not be looked up, so their BestAlternative and AlternativeVerdict say “{{notLookedUp}}”: {{reason}} Refresh again to fill them in.',
    stoppedBefore: 'Stopped before writing; the sheet is as it was.',
    noColumns: 'Choose at least one column to refresh.',
    /** Followed by the pane's words for why (errors). */
    notAnswered_one:
      '{{count, number}} part number could not be looked up; its row says “Not looked up” and why, and the others are written: {{reason}} Refresh again to fill it in.',
    notAnswered_other:
      '{{count, number}} part numbers could not be looked up; their rows say “Not looked up” and why, and the others are written: {{reason}} Refresh again to fill them in.',
    /** `{{statuses}}` is the statusSummary line. */
    done_one: 'Refreshed {{columns}} for {{count, number}} part in {{range}}: {{statuses}}.',
    done_other: 'Refreshed {{columns}} for {{count, number}} parts in {{range}}: {{statuses}}.',
    /** Where the parts' answers came from, with each source's time (taskpane/wording/sourcesText.ts). */
    answered: 'Answered {{sources}}.',
    /** The first part numbers, as a list, then how many more. */
    notFoundList: 'Not found: {{partnos}}.',
    notAPartNumberList: 'Not a part number: {{partnos}}.',
    more: morePartnosTerm(partnos),
  },
  /** Why a selection cannot be refreshed as a BOM. `{{header}}` and `{{text}}` are cell texts in quotes (errors.quoted). */
  layout: {
    nothingSelected:
      'The selection holds no part numbers: select the cells with the part numbers (a whole column works too), then refresh again.',
    noPartsUnder: 'There are no part numbers under {{header}}: select the header and the part numbers below it.',
    noHeader: 'The selection starts on row 1 with no part-number header PartSpec knows.',
    notAHeader: 'The selection starts on row 1 with {{text}}, which is not a part-number header PartSpec knows.',
    selectUnderHeader:
      'Select just the part-number cells under their header, then refresh again (if they have none, first insert a header row above them, e.g. "Part number").',
  },
} as const;
