/** The pane's frame: tabs, the job status, the preview banner. */
export const pane = {
  views: 'PartSpec views',
  tabs: { search: 'Search', category: 'Category', bom: 'BOM', tables: 'Tables', settings: 'Settings' },
  job: {
    fetching: 'Fetching from the service…',
    writing: 'Writing to the sheet…',
    formatting: 'Formatting…',
    working: 'Working…',
    starting: 'Starting…',
    cancel: 'Cancel',
    openSettings: 'Open Settings',
    fetchRest: 'Fetch the rest',
    tryAgain: 'Try again',
    done: 'Done',
    cancelled: 'Cancelled',
    nothingWritten: 'Nothing written',
    incomplete: 'Incomplete',
    failed: 'That did not work',
    stoppedBeforeMore: 'Stopped before anything more was written.',
  },
} as const;
