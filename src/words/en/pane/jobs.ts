/**
 * What the task-pane jobs say: their progress lines, the questions they ask before writing over cells, and
 * the summary of how they ended. Numbers are `{{count, number}}`: grouped as people read them (12,000).
 */
export const jobs = {
  /** Counts that the sentences below fill in. */
  products_one: '{{count, number}} product',
  products_other: '{{count, number}} products',
  equivalents_one: '{{count, number}} equivalent',
  equivalents_other: '{{count, number}} equivalents',
  requests_one: '{{count, number}} request',
  requests_other: '{{count, number}} requests',
  bytes_one: '{{count, number}} byte',
  bytes_other: '{{count, number}} bytes',
  progress: {
    searching: 'Searching',
    fetchingRest: 'Fetching the rest',
    fetchingTable: 'Fetching the table again',
    /** `{{requestsMade}}` is one of the `requests` texts. */
    found_one: '{{count, number}} product found from {{requestsMade}}',
    found_other: '{{count, number}} products found from {{requestsMade}}',
    rowsWritten_one: '{{done, number}} of {{count, number}} row written',
    rowsWritten_other: '{{done, number}} of {{count, number}} rows written',
    downloadAddress: 'Asking the service for the download address',
    downloaded: '{{amount}} downloaded',
    downloadedOf: '{{amount}} of {{whole}} downloaded',
    reading: 'Reading {{amount}} of product data',
    /** A kept snapshot downloaded while a job waits on it: `{{download}}` is one of the lines above. */
    snapshotDownload: 'kept snapshot of {{category}}: {{download}}',
    /** A progress line (`{{progress}}`) and the snapshots being downloaded meanwhile (snapshotDownload, as a list). */
    withDownloads: '{{progress}}; {{downloads}}',
    /** A large write's question is open (components.confirmLarge); `{{rows}}` is a `products` text. */
    waitingToWrite: {
      search: 'Found {{rows}}; waiting for your answer to write them',
      category: 'Read {{rows}}; waiting for your answer to write them',
    },
    waitingToDownload: 'About {{rows}} to write; waiting for your answer before downloading them',
  },
  search: {
    stopped: 'Stopped while searching; nothing was written.',
    stoppedRest: 'Stopped while fetching the rest; {{range}} is as it was.',
    noMatch:
      'No product matches these conditions, so nothing was written. Loosen a condition or remove one, then insert again.',
    /** `{{cause}}` is the pane's words for why the search stopped (errors). */
    incomplete_one:
      'Wrote the {{count, number}} product that arrived to {{range}}, each row complete; then the search stopped after {{requests, number}} requests. {{cause}} Fetch the rest to go on from there: the table is then written again, whole.',
    incomplete_other:
      'Wrote the {{count, number}} products that arrived to {{range}}, each row complete; then the search stopped after {{requests, number}} requests. {{cause}} Fetch the rest to go on from there: the table is then written again, whole.',
  },
  category: {
    stopped: 'Stopped while downloading; nothing was written.',
    stoppedBefore: 'Stopped before downloading; nothing was written.',
    /** Declined before the download, from a kept snapshot's count; `{{rows}}` is a `products` text. */
    largeDeclinedBefore:
      'Nothing was downloaded or written: you chose not to write the category (about {{rows}}). Choose fewer columns and download again, or use Search to insert only the products you need.',
    empty:
      'The service has no products of {{category}}, so nothing was written. Choose another category, or check in Settings that the service URL is the one you mean.',
  },
  /**
   * Writing a table of products (or of equivalents); `{{rows}}` is its rows in words, as the job counts them:
   * one of the `products` texts, or of the `equivalents` ones.
   */
  write: {
    stoppedBefore: 'Stopped before writing the {{rows}} found; nothing was written.',
    /** The large write declined, with what can be done instead in the view the job was started from. */
    largeDeclined: {
      search:
        'Nothing was written: you chose not to write the {{rows}} found. Narrow the search, or choose fewer columns, and insert again.',
      category:
        'Nothing was written: you chose not to write the {{rows}} downloaded. Choose fewer columns and download again, or use Search to insert only the products you need.',
    },
    /** `{{contents}}` says what the cells hold (errors.contents). */
    completeReplaceValues: '{{contents}}. Replace them to complete the table with the {{rows}} found?',
    completeReplaceCells: '{{contents}}. Replace those cells to complete the table with the {{rows}} found?',
    /** The cells where the rest of a table would go, as the subject of errors.contents. */
    restGoes: '{{range}}, where the rest of the table would go,',
    completeDeclined: 'Nothing was written: {{contents}}. {{range}} still holds the products fetched before.',
    replaceValues: '{{range}} holds values. Replace them with the {{rows}} found?',
    replaceTableValues_one: '{{contents}}. Replace them with the {{rows}} found? That table becomes a plain range.',
    replaceTableValues_other: '{{contents}}. Replace them with the {{rows}} found? Those tables become plain ranges.',
    replaceTableCells_one:
      '{{contents}}. Replace those cells with the {{rows}} found? That table becomes a plain range.',
    replaceTableCells_other:
      '{{contents}}. Replace those cells with the {{rows}} found? Those tables become plain ranges.',
    declined: 'Nothing was written: {{contents}}. Select an empty cell, or insert into a new sheet.',
    declinedTable:
      'Nothing was written: {{contents}}. Select an empty cell outside any table, or insert into a new sheet.',
    headerOnly: 'Only the header was written, to {{range}}.',
    partly: '{{written, number}} of {{rows}} were written to {{range}}, each row complete; the rest were not.',
    done: 'Wrote {{rows}} to {{range}}.',
    sheetLeft:
      'The sheet "{{sheet}}" that PartSpec added for the table is still there: delete it if you do not need it.',
  },
  record: {
    /** `{{message}}` is the pane's words for why (errors). */
    notRecorded: 'It cannot be refreshed from the Tables tab: {{message}}',
  },
  refresh: {
    stopped: 'Stopped while fetching; {{range}} is as it was, as of {{date}}.',
    /** `{{cause}}` is the pane's words for why the search stopped (errors). */
    incomplete:
      'The search stopped after {{requests, number}} requests, so nothing was written: {{range}} is as it was, as of {{date}}. {{cause}} Refresh again later.',
    headerMoved:
      "{{range}} no longer holds this table's header ({{header}}…): it may have been moved or written over. Write the refreshed table there all the same?",
    headerMovedDeclined:
      "Nothing was written: {{range}} no longer holds the table's header. Forget this table in the Tables tab, and insert it again where you want it.",
    grew: 'The table grew to {{products}}, and {{range}}, where the new rows go, holds values. Replace them?',
    grewDeclined:
      "Nothing was written: {{range}} holds values, where the refreshed table's new rows go. Move them, then refresh again.",
    stoppedAfter_one:
      'Stopped after {{count, number}} row of {{total, number}}: the rows below them are still as of {{date}}. Refresh again to finish.',
    stoppedAfter_other:
      'Stopped after {{count, number}} rows of {{total, number}}: the rows below them are still as of {{date}}. Refresh again to finish.',
    same: 'Refreshed {{range}}: {{products}}, as many rows as before.',
    /** Where the table's products came from, with each source's time (taskpane/wording/sourcesText.ts). */
    answered: 'Answered {{sources}}.',
    more: 'Refreshed {{range}}: {{products}}, {{change, number}} more than before.',
    fewer: 'Refreshed {{range}}: {{products}}, {{change, number}} fewer than before.',
    noMatch:
      "No product matches this table's search now, so {{range}} is kept as it was on {{date}}. If some should, loosen or remove a condition in the Search tab and insert the search again; if the table is no longer needed, delete it.",
    /** `{{category}}` is a category inside a sentence. */
    categoryEmpty:
      'The service gave no products of {{category}} now, so {{range}} is kept as it was on {{date}}. Refresh again later, or check in Settings that the service URL is the one you mean.',
  },
  refreshAll: {
    none: 'No table to refresh: insert a search, a category or refresh a BOM first.',
    done_one: 'Refreshed {{refreshed, number}} of {{count, number}} table.',
    done_other: 'Refreshed {{refreshed, number}} of {{count, number}} tables.',
    /** A table that could not be refreshed: where it is, and the pane's words for why (errors). */
    failed: '{{range}}: {{message}}',
  },
  /** Products answered from a kept snapshot rather than the service; `{{date}}` is its local date and time. */
  snapshot: {
    from: 'From the snapshot of {{date}} ({{age}})',
    fromStale: 'From the snapshot of {{date}} ({{age}}), older than the age limit',
    /** A snapshot the service's own answers showed out of date (another Status or date for a part). */
    fromContradicted: 'From the snapshot of {{date}} ({{age}}), which the service has since answered differently',
    /** Downloading the snapshots again (the note's Refresh); `{{category}}` is a category inside a sentence. */
    downloading: 'Downloading {{category}} again',
    /** `{{progress}}` is the download's own progress line (jobs.progress: downloaded, downloadedOf, reading). */
    downloadingAmount: 'Downloading {{category}} again: {{progress}}',
    refreshed: 'The snapshot of {{category}} is now dated {{date}}.',
    runAgain:
      'Cells written from it before are as they were: insert again, or refresh the table, to bring them up to date.',
    stopped_one: 'Stopped while downloading; {{count, number}} snapshot is as it was.',
    stopped_other: 'Stopped while downloading; {{count, number}} snapshots are as they were.',
  },
  /**
   * Where a job's answers came from, with that source's time (taskpane/wording/sourcesText.ts): the service, at the
   * service's time of the job, or a kept snapshot, at its issue date and its age. Dates are local times.
   */
  sources: {
    service: 'from the service, {{date}}',
    /** In a sheet's note and caption, after the time: `Refreshed 2027-11-25 18:02 from the service`. */
    fromService: 'from the service',
    /** In a table's caption: `As of the snapshot of 2026-11-28 18:00 (362 days old by the service's clock)`. */
    snapshotOf: 'the snapshot of {{date}} ({{age}})',
    snapshot: 'from the snapshot of {{date}} ({{age}})',
    /** A refresh that mixed sources: how many of each, the service first, then each snapshot. */
    mixedServiceParts_one: '{{count, number}} part from the service, {{date}}',
    mixedServiceParts_other: '{{count, number}} parts from the service, {{date}}',
    mixedServiceProducts_one: '{{count, number}} product from the service, {{date}}',
    mixedServiceProducts_other: '{{count, number}} products from the service, {{date}}',
    mixedSnapshot_one: '{{count, number}} from the snapshot of {{date}} ({{age}})',
    mixedSnapshot_other: '{{count, number}} from the snapshot of {{date}} ({{age}})',
    listSeparator: '; ',
    /** A snapshot's age: `{{age}}` is one of `duration`. */
    byService: "{{age}} by the service's clock",
    unchecked: "{{age}} by this computer's clock, not checked against the service yet",
    ahead: "dated ahead of the service's clock",
    duration: {
      underMinute: 'less than a minute old',
      minutes_one: '{{count, number}} minute old',
      minutes_other: '{{count, number}} minutes old',
      hours_one: '{{count, number}} hour old',
      hours_other: '{{count, number}} hours old',
      days_one: '{{count, number}} day old',
      days_other: '{{count, number}} days old',
    },
  },
  testConnection: {
    ok: 'The service at {{url}} answered and accepted the API key. Save the settings to use them.',
    okRelay: 'The relay at {{url}} answered and accepted your token. Save the settings to use them.',
    relayRefusedOrigin:
      "The relay at {{url}} answers, but the relay did not allow this add-in's origin ({{origin}}): its operator adds `--cors-origin {{origin}}` to the command that starts it. Then test the connection again.",
    relayUnreachable:
      'Could not reach the relay at {{url}}: the browser gives no reason. Check its address above, that the relay is running, and the network connection.',
  },
} as const;
