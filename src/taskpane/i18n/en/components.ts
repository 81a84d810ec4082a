import { CODE_NOT_FETCHED, START_FAILED } from '../startFailed';
/** The shared parts of the views: fields, the overwrite dialog, and the pane's start-up failure. */
export const components = {
  language: 'Language',
  numbers: {
    label: 'Numbers',
    display: "In each field's unit, such as µF and mm",
    si: 'In SI base units such as F',
  },
  confirmOverwrite: {
    title: 'Replace these cells?',
    replace: 'Replace',
    keep: 'Keep them',
  },
  confirmLarge: {
    title: 'Write this many rows?',
    description_one:
      'This writes {{count, number}} row into the workbook. That takes a while and makes the workbook large.',
    description_other:
      'This writes {{count, number}} rows into the workbook. That takes a while and makes the workbook large: narrow the search or choose fewer columns if you do not need them all.',
    write: 'Write them',
    dontWrite: 'Do not write',
  },
  /** The note under a job's outcome when products came from a kept snapshot (jobs.snapshot.from). */
  snapshotNote: {
    refresh: 'Refresh',
    refreshHint: 'Download the snapshot again, so that the next answers are as of now',
  },
  startFailed: START_FAILED.en,
  codeNotFetched: CODE_NOT_FETCHED.en,
} as const;
