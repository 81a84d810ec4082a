import { matching } from '../matching';
import { fillBecauseTerms, fillTerms, fillWhyTerms } from '../../paneTerms';

/**
 * Fill part numbers (the BOM view): the form, its result, what the job says, and the words it writes into
 * the sheet: the headers of its columns, the verdicts and why, in the display language. The parts' own values
 * quoted in why (`25Vdc`, `±10%`) are the service's, as it wrote them. Numbers are `{{count, number}}`.
 */
export const fill = {
  view: {
    heading: 'Fill part numbers',
    intro:
      'Select the cells of the value column (such as “100nF 16V X7R”), or its header. PartSpec chooses a part for each line and writes its part number, the verdict and why beside the BOM; a part number already in the BOM is never replaced.',
    footprint: 'Footprint column',
    footprintHint:
      'A header of the BOM, or the letter of one of its columns. Empty: the column headed Footprint, PCB Footprint, Package, Package size, Case, Case size or Size (or フットプリント, パッケージ, サイズ, 封装, 尺寸), if the BOM has one.',
    fill: 'Fill part numbers',
    refreshLifecycle: 'Refresh lifecycle columns',
  },
  /** The verdicts, Check, Not fitted, requirements and reasons: the matching vocabulary's (paneTerms.ts). */
  ...fillTerms(matching),
  /** The headers of the columns written into the sheet. */
  headers: { partno: 'Partno', match: 'Match', why: 'Why' },
  /** The Match column of a line without a part. */
  notRead: 'Not read',
  noPart: 'No part',
  /** The Match column of a line no ceramic capacitor or inductor, and of a kind the catalogue lacks. */
  outOfScope: 'Out of scope',
  notInCatalogue: 'Not in the catalogue',
  /** The Match column of a line whose candidates are only near: nothing written in Partno. */
  noPartMeets: 'No part meets',
  /** The Match column of a line filled before whose part no longer meets it (its value was changed since). */
  noLongerMeets: 'No longer meets',
  notAnswered: 'Not looked up',
  /** Between the phrases of why. */
  separator: '; ',
  /** Between the items of a list in a sentence (headers). */
  listSeparator: ', ',
  /** Why a line is marked Check, before its reasons. */
  because: {
    ...fillBecauseTerms(matching),
    /** A line read without a word left over, and still no value: a footprint in the value column. */
    noValue: 'no value stated',
    /** A line no part meets: the nearest part and what it lacks (`{{lacks}}`, the reasons). */
    near: 'no part meets every requirement; nearest {{partno}}: {{lacks}}',
    /** A line filled before whose part no longer meets it: the part and what it lacks now. */
    noLongerMeets: '{{partno}} no longer meets the line (changed since it was filled): {{lacks}}',
    /** A line a fill before marked Check, not kept nor changed since, whose part now leaves nothing to decide. */
    markedBefore: 'marked Check when it was filled: keep its part, or choose another',
  },
  /** Why a line got no part. */
  why: {
    ...fillWhyTerms(matching),
    lookedFor: 'no part fits: {{stated}}',
    notFitted: 'not fitted: {{text}}',
    bodySize: 'no part of this body size ({{body}}) in the catalogue ({{text}})',
    nothingRead: 'no part fits',
  },
  progress: {
    matching: '{{done, number}} of {{count, number}} lines matched',
    reading: 'Reading the BOM',
  },
  summary: {
    stillToCheck_one:
      '{{count, number}} line filled before is still marked Check: its part number stays, and its candidates are listed below.',
    stillToCheck_other:
      '{{count, number}} lines filled before are still marked Check: their part numbers stay, and their candidates are listed below.',
    filled_one: 'Filled {{count, number}} part number in {{range}}.',
    filled_other: 'Filled {{count, number}} part numbers in {{range}}.',
    toCheck_one: '{{count, number}} line is marked Check: its candidates are listed below.',
    toCheck_other: '{{count, number}} lines are marked Check: their candidates are listed below.',
    kept_one: '{{count, number}} line already had a part number and was left as it was.',
    kept_other: '{{count, number}} lines already had a part number and were left as they were.',
    notRead_one: '{{count, number}} line could not be read: its Why says which words.',
    notRead_other: '{{count, number}} lines could not be read: their Why says which words.',
    noPart_one: 'No part fits {{count, number}} line.',
    noPart_other: 'No part fits {{count, number}} lines.',
    notFitted_one: '{{count, number}} line is not fitted: no part was chosen for it.',
    notFitted_other: '{{count, number}} lines are not fitted: no part was chosen for them.',
    outOfScope_one: '{{count, number}} line is no ceramic capacitor or inductor: its Why says what it is.',
    outOfScope_other: '{{count, number}} lines are no ceramic capacitor or inductor: their Why says what they are.',
    near_one:
      'No part meets every requirement of {{count, number}} line: its Partno is left empty, and its nearest parts are listed below.',
    near_other:
      'No part meets every requirement of {{count, number}} lines: their Partno is left empty, and their nearest parts are listed below.',
    noLongerMeets_one:
      '{{count, number}} line filled before no longer fits its part (its value was changed since): it is marked Check, its part number left as it is, and parts that meet it are listed below.',
    noLongerMeets_other:
      '{{count, number}} lines filled before no longer fit their parts (their values were changed since): they are marked Check, their part numbers left as they are, and parts that meet them are listed below.',
    nothingToFill: 'Every line of the BOM already has a part number: nothing was filled.',
    stopped_one: 'Stopped after {{count, number}} line; what was written stays.',
    stopped_other: 'Stopped after {{count, number}} lines; what was written stays.',
    stoppedBeforeAny: 'Stopped before any line was written: the sheet is as it was.',
    incomplete: 'The rest was not matched: {{reason}}',
    declined: 'Nothing was written: {{range}} was left as it was.',
  },
  replace: '{{range}} holds values where Partno, Match and Why would go. Replace them?',
  problems: {
    nothingSelected:
      'Select the cells of the BOM’s value column (such as “100nF 16V X7R”), or its header, and try again.',
    noLines: 'There are no lines under the header {{header}}: select the value cells of the BOM.',
    noValues:
      'The selected column {{header}} holds no values: no line of it states a capacitance or inductance such as “100nF 16V X7R”. Select the BOM’s value column (its header or its cells) and try again.',
    footprintNotFound:
      'There is no column {{footprint}} on the header row: type one of the BOM’s headers as it is written ({{headers}}), or the letter of one of its columns, {{first}} to {{last}}; or leave the box empty.',
  },
  /**
   * The title of a fill's outcome when the BOM was filled before: what this fill did, its phrases joined with
   * `titleSeparator` ("1 line no longer meets its part; 7 still to check").
   */
  title: {
    filled_one: '{{count, number}} line filled',
    filled_other: '{{count, number}} lines filled',
    noLongerMeets_one: '{{count, number}} line no longer meets its part',
    noLongerMeets_other: '{{count, number}} lines no longer meet their parts',
    toCheck_one: '{{count, number}} still to check',
    toCheck_other: '{{count, number}} still to check',
    notRead_one: '{{count, number}} line not read',
    notRead_other: '{{count, number}} lines not read',
    notFitted_one: '{{count, number}} line not fitted',
    notFitted_other: '{{count, number}} lines not fitted',
    outOfScope_one: '{{count, number}} line out of scope',
    outOfScope_other: '{{count, number}} lines out of scope',
    noPart_one: '{{count, number}} line with no part',
    noPart_other: '{{count, number}} lines with no part',
    nothingNew: 'Nothing new: every line has its part',
  },
  titleSeparator: '; ',
  result: {
    label: 'Lines to check',
    heading_one: '{{count, number}} line to check',
    heading_other: '{{count, number}} lines to check',
    line: 'Row {{row, number}}: {{text}}',
    /** Why the line is marked Check: the phrases of its Why cell that say so. */
    because: 'To check: {{reasons}}',
    choose: 'Use {{partno}}',
    /** The Use button's accessible name: two lines can offer the same part. */
    chooseFor: 'Use {{partno}} for row {{row, number}}',
    chosen: 'In the sheet',
    chosenFor: '{{partno}}, in the sheet in row {{row, number}}',
    chosenNow: 'Wrote {{partno}} in row {{row, number}}.',
    /** The part Fill wrote, still marked Check: the user keeps it, and the line is no longer marked. */
    keep: 'Keep {{partno}}',
    keepFor: 'Keep {{partno}} in row {{row, number}}, no longer marked Check',
    keptNow: 'Kept {{partno}} in row {{row, number}}: no longer marked Check.',
    changed: '{{range}} now holds {{held}}, not {{partno}}: replace it with {{replacement}}?',
    changedFromEmpty: '{{range}}, left empty by Fill, now holds {{held}}: replace it with {{replacement}}?',
    showMoreLines: 'Show {{count, number}} more lines to check',
    showMoreCandidates: 'Show {{count, number}} more parts for row {{row, number}}',
    moreInSheet: '… and {{count, number}} more: the sheet marks every one',
  },
};
