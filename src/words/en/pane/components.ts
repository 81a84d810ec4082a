import { CODE_NOT_FETCHED, START_FAILED } from '../../startFailed';
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
    /** How many rows, counted from the products in hand. */
    description_one:
      'This writes {{count, number}} row into the workbook. That takes a while and makes the workbook large.',
    description_other:
      'This writes {{count, number}} rows into the workbook. That takes a while and makes the workbook large.',
    /** How many rows as a kept snapshot counts them, asked before downloading; `{{date}}` is its local date and time. */
    about_one:
      'This writes about {{count, number}} row into the workbook: the snapshot of {{date}} holds that many, and the service may have more or fewer now. That takes a while and makes the workbook large. Nothing is downloaded before you answer.',
    about_other:
      'This writes about {{count, number}} rows into the workbook: the snapshot of {{date}} holds that many, and the service may have more or fewer now. That takes a while and makes the workbook large. Nothing is downloaded before you answer.',
    /** What can be done instead, in the view the job was started from. */
    advice: {
      search: 'If you do not need them all, narrow the search or choose fewer columns.',
      category:
        'If you do not need them all, choose fewer columns here, or use Search to take only the products you need.',
    },
    write: 'Write them',
    dontWrite: 'Do not write',
  },
  /** The note under a job's outcome when products came from a kept snapshot (jobs.snapshot.from). */
  snapshotNote: {
    refresh: 'Refresh',
    refreshHint: 'Download the snapshot again, so that the next answers are as of now',
  },
  /** Under a list that shows its first items only. */
  showMore: 'Show {{count, number}} more',
  startFailed: START_FAILED.en,
  codeNotFetched: CODE_NOT_FETCHED.en,
} as const;
