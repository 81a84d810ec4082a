import { morePartnosTerm, refusedPartnosTerms } from '../../paneTerms';
import { partnos } from '../partnos';
import { settingNames } from '../settingNames';
/**
 * The pane's words for every error (describeError), chosen from the error's fields. Keys with the context
 * `_inSettings` are the same words for Settings itself: "above" where the others say "Open Settings" or
 * "in Settings".
 */
export const errors = {
  /** One sentence after another. */
  sentences: '{{first}} {{next}}',
  /** A value repeated in a message. */
  quoted: '"{{value}}"',
  /** Between the items of a list ("A1", "B2"), and before its last item. */
  listSeparator: ', ',
  listLast: '{{items}} and {{last}}',
  cancelled: 'Cancelled before it finished.',
  unexpected: 'Something went wrong, with no explanation. Try again; if it happens again, restart the add-in.',
  unexpectedWith:
    'Something went wrong: {{message}}. Try again; if it happens again, restart the add-in and note this message for support.',
  serviceUrl:
    'The Service URL in Settings cannot be used: it must begin with https:// or http://, or be a path such as /api. Open Settings and correct it.',
  serviceUrl_inSettings:
    'The Service URL above cannot be used: it must begin with https:// or http://, or be a path such as /api. Correct it above.',
  /** A ServiceUrlError other than notWebAddress (serviceUrl above), by its problem. */
  serviceUrlProblem: {
    credentialsInAddress:
      'The Service URL in Settings holds a user name or password (the part before "@"), which PartSpec never sends. Open Settings, enter the address alone, and the key in the API key box.',
    credentialsInAddress_inSettings:
      'The Service URL above holds a user name or password (the part before "@"), which PartSpec never sends. Enter the address alone above, and the key in the API key box.',
    queryInAddress:
      'The Service URL in Settings has a query or fragment (a "?" or "#" and what follows). Open Settings and enter the address alone.',
    queryInAddress_inSettings:
      'The Service URL above has a query or fragment (a "?" or "#" and what follows). Enter the address alone above.',
  },
  redirect: {
    to: 'The Service URL answered with a redirect to {{location}}, which PartSpec does not follow, so that your API key goes only to the address you set. If that is the service’s address, open Settings and enter it as the Service URL.',
    to_inSettings:
      'The Service URL answered with a redirect to {{location}}, which PartSpec does not follow, so that your API key goes only to the address you set. If that is the service’s address, enter it above.',
    unknown:
      'The Service URL answered with a redirect, which PartSpec does not follow, so that your API key goes only to the address you set. Open Settings and enter the service’s own address.',
    unknown_inSettings:
      'The Service URL answered with a redirect, which PartSpec does not follow, so that your API key goes only to the address you set. Enter the service’s own address above.',
  },
  /** The access token sent to an organisation's relay instead of an API key (AccessTokenError). */
  accessToken: {
    missing: "You are not signed in to your organisation's relay. Open Settings, and sign in or enter a relay token.",
    invalid: 'The relay token holds characters a request cannot carry. Open Settings and enter it again.',
    refused: 'The relay refused your sign-in (401). Open Settings, and sign in again or enter a new relay token.',
    unavailable: "The sign-in to your organisation's relay did not complete. Open Settings and sign in again.",
    signInRequired:
      "Your organisation's relay needs you to sign in with Microsoft. Open Settings and press Sign in with Microsoft; then try again.",
  },
  apiKey: {
    missing: 'No API key is set. Open Settings and enter your API key.',
    missing_inSettings: 'No API key is set. Enter your API key above.',
    invalid:
      'The API key in Settings holds spaces, line breaks or other characters a key cannot have. Open Settings and enter the key again.',
    invalid_inSettings:
      'The API key above holds spaces, line breaks or other characters a key cannot have. Enter the key again above.',
    refused:
      'The service refused the API key (403). Open Settings and check the API key, and that the Service URL points at a Product Information Service v2.2.',
    refused_inSettings:
      'The service refused the API key (403). Check the API key above, and that the Service URL points at a Product Information Service v2.2.',
  },
  network: {
    start: 'Could not reach the service at {{origin}}',
    startAfter: 'Could not reach the service at {{origin}} after {{attempts, number}} attempts',
    noReason:
      "{{start}}: the browser gives no reason. If that is the service's own address, the service sends no CORS headers, so the pane (a page on another address) may not call it: enter /api, the add-in host's relay to the service, as the Service URL in Settings. Otherwise check the address and the network connection.",
    noReason_inSettings:
      "{{start}}: the browser gives no reason. If that is the service's own address, the service sends no CORS headers, so the pane (a page on another address) may not call it: enter /api, the add-in host's relay to the service, as the Service URL above. Otherwise check the address and the network connection.",
    relayNoReason:
      "{{start}}: that is the add-in's own server, whose relay (/api) passes requests on to the service, and it did not answer. Check that the add-in's server is still running and the network connection, then try again.",
    failed: '{{start}}. Check the service URL in Settings and the network connection.',
    failed_inSettings: '{{start}}. Check the service URL above and the network connection.',
    failedBecause: '{{start}}: {{reason}}. Check the service URL in Settings and the network connection.',
    failedBecause_inSettings: '{{start}}: {{reason}}. Check the service URL above and the network connection.',
  },
  timeout: {
    /** After the time waited, when there was more than one attempt. */
    attempts: ' ({{attempts, number}} attempts)',
    answer:
      'The service did not answer within {{time}}{{attemptsNote}}. Try again later, or narrow the request. If this keeps happening, check the Service URL in Settings and your network connection.',
    answer_inSettings:
      'The service did not answer within {{time}}{{attemptsNote}}. Try again later, or narrow the request. If this keeps happening, check the Service URL above and your network connection.',
    fileIdle:
      'The category file stopped arriving: nothing came for {{time}}{{attemptsNote}}. Try again later; if this keeps happening, check your network connection.',
    fileDeadline:
      'The category file did not arrive in full within {{time}}{{attemptsNote}}, far slower than a download should be. Try again later; if this keeps happening, check your network connection.',
  },
  incompleteSearch: 'The search stopped after {{count, number}} products had arrived.',
  incompleteLookup: '{{failed, number}} of {{total, number}} part numbers could not be looked up.',
  rateLimit:
    "The service is limiting requests from this API key (429), and PartSpec's retries did not get through. Wait a minute and try again; if it keeps happening, lower the request rate in Settings.",
  rateLimit_inSettings:
    "The service is limiting requests from this API key (429), and PartSpec's retries did not get through. Wait a minute and try again; if it keeps happening, lower the request rate above.",
  service: 'The service had a problem ({{status}}) and the request did not get an answer. Try again later.',
  serviceAttempts:
    'The service had a problem ({{status}}) and {{attempts, number}} attempts did not get an answer. Try again later.',
  badRequest: 'The service refused the search: {{message}}. Check the conditions and try again.',
  notFound: '{{what}} does not exist on the service (404). Check the service URL in Settings.',
  notFound_inSettings: '{{what}} does not exist on the service (404). Check the service URL above.',
  responseFormat: {
    truncated:
      'The service answered in an unexpected form ({{problem}}). Try again; if it keeps happening, check your network connection.',
    other:
      'The service answered in an unexpected form ({{problem}}). Check in Settings that the Service URL points at a Product Information Service v2.2.',
    other_inSettings:
      'The service answered in an unexpected form ({{problem}}). Check that the Service URL above points at a Product Information Service v2.2.',
  },
  urlTooLong: {
    sent: 'The request was too long for the service (414, {{length, number}} characters). Use fewer values in one condition, or fewer conditions.',
    notSent:
      'The request would be {{length, number}} characters, over the limit set for this service. Use fewer values in one condition, or fewer conditions.',
    notSentLimit:
      'The request would be {{length, number}} characters, over the limit of {{limit, number}} set for this service. Use fewer values in one condition, or fewer conditions.',
  },
  /** Part numbers a lookup refused before sending anything: which character, where, and why (paneTerms.ts). */
  invalidPartno: refusedPartnosTerms(partnos),
  /** The first part numbers, then how many more there are. */
  morePartnos: morePartnosTerm(partnos),
  filter: '{{problem}} (at position {{position, number}}). Correct the condition and try again.',
  settings: {
    notSaved: 'Settings were not saved: {{problem}}.',
    /** The same problem under the field at fault, where the form says what is wrong with it. */
    underField: '{{problem}}.',
    notWebAddress:
      'The service URL is not a web address; enter one that begins with https:// or http://, such as https://example.com, or a path on the add-in’s own server such as /api (one leading slash, no backslash or space)',
    notWebAddressGiven:
      'The service URL "{{given}}" is not a web address; enter one such as https://example.com or /api',
    credentialsInAddress:
      'The service URL must not hold a user name or password (the part before "@"); enter the address alone, and the key in the API key box',
    credentialsInAddressGiven:
      'The service URL must not hold a user name or password (the part before "@"); enter the address alone, such as {{given}}, and the key in the API key box',
    queryInAddress:
      'The service URL must not have a query or fragment (a "?" or "#" and what follows); enter the address alone',
    queryInAddressGiven:
      'The service URL must not have a query or fragment (a "?" or "#" and what follows); enter the address alone, such as {{given}}',
    unknownLanguage: 'The language must be en, ja or zh',
    unknownLanguageGiven: 'The language must be en, ja or zh, not "{{given}}"',
    rateNotPositive: 'The request rate must be a number of requests per second above 0',
    rateNotPositiveGiven: 'The request rate must be a number of requests per second above 0, not "{{given}}"',
    rateTooHigh: 'The request rate must be at most {{max, number}} requests per second',
    rateTooHighGiven: 'The request rate must be at most {{max, number}} requests per second, not "{{given}}"',
    burstNotWhole: 'The burst must be a whole number of requests, at least 1',
    burstNotWholeGiven: 'The burst must be a whole number of requests, at least 1, not "{{given}}"',
    burstTooLarge: 'The burst must be at most {{max, number}} requests',
    burstTooLargeGiven: 'The burst must be at most {{max, number}} requests, not "{{given}}"',
    unknownSnapshotMode: 'Snapshots must be Auto, Offline or Off',
    unknownSnapshotModeGiven: 'Snapshots must be Auto, Offline or Off, not "{{given}}"',
    ageNotPositive: 'The age limit of snapshots must be a number of hours above 0',
    ageNotPositiveGiven: 'The age limit of snapshots must be a number of hours above 0, not "{{given}}"',
    relayUrl:
      "The relay's address must be a web address such as https://partspec.example.com, with no user name, password, query or fragment",
    relayUrlGiven:
      'The relay\'s address "{{given}}" is not one PartSpec can use; enter one such as https://partspec.example.com',
    relayUrlMissing:
      "Enter your organisation's relay address, such as https://partspec.example.com (your administrator has it)",
    unusable: 'The {{setting}} is not one PartSpec can use; correct it',
    names: {
      ...settingNames,
      burst: 'burst',
      snapshotMode: 'snapshot mode',
      snapshotMaxAgeHours: 'age limit of snapshots',
      other: 'setting',
    },
  },
  /** Offline (Snapshots set to Offline), a question no kept snapshot can answer. */
  notInSnapshots_one:
    'Offline, and no snapshot of {{categories}} ({{lang}}) is kept. Set Snapshots to Auto in Settings to ask the service, or download the category while online.',
  notInSnapshots_other:
    'Offline, and no snapshot of {{categories}} ({{lang}}) is kept. Set Snapshots to Auto in Settings to ask the service, or download those categories while online.',
  notInSnapshots_inSettings_one:
    'Offline, and no snapshot of {{categories}} ({{lang}}) is kept. Set Snapshots to Auto above to ask the service, or download the category while online.',
  notInSnapshots_inSettings_other:
    'Offline, and no snapshot of {{categories}} ({{lang}}) is kept. Set Snapshots to Auto above to ask the service, or download those categories while online.',
  /** The browser's storage failed the kept snapshots: what could not be done, then why (SnapshotStoreError). */
  snapshotStore: {
    open: 'The kept snapshots could not be opened.',
    list: 'The kept snapshots could not be listed.',
    load: 'The snapshot of {{category}} ({{lang}}) could not be read.',
    loadAny: 'A kept snapshot could not be read.',
    save: 'The snapshot of {{category}} ({{lang}}) could not be kept.',
    saveAny: 'A snapshot could not be kept.',
    delete: 'The snapshot of {{category}} ({{lang}}) could not be deleted.',
    deleteAny: 'A kept snapshot could not be deleted.',
    quotaExceeded:
      "The browser's storage for PartSpec is full. Delete snapshots you no longer need (Settings, Kept snapshots), or free space on the disk, then try again.",
    quotaExceeded_inSettings:
      "The browser's storage for PartSpec is full. Delete snapshots you no longer need below, or free space on the disk, then try again.",
    unavailable:
      'This browser (or this version of Excel) does not let PartSpec keep snapshots, for example in a private window or with site storage turned off. Lookups and searches still work through the service.',
    blocked:
      'Another copy of PartSpec (in another Excel window or browser tab) holds them open with an older version. Close it, then try again.',
    newerVersion:
      'They were kept by a newer version of PartSpec, which this one cannot read: answers come from the service until PartSpec is updated.',
    refused: "The browser's storage refused. Try again; if it keeps happening, restart Excel (or the browser).",
    timeout:
      "The browser's storage did not answer within a minute. Try again; if it keeps happening, restart Excel (or the browser).",
  },
  /** The storage behind a download address answered an error instead of the category's file. */
  downloadRefused: {
    expired: 'The download address has expired (they last 7 days). Download the category again to get a new one.',
    refused: 'The download address was refused (403). Download the category again to get a new address.',
    gone: 'The category file is no longer there (404). Download the category again to get a new address.',
    failed: 'The category file could not be downloaded ({{status}}). Try again later.',
  },
  /** A search of more than 2000 products that could not be fetched page by page. */
  cannotPage: {
    urlLimit:
      'This search cannot be fetched page by page: the conditions that ask for the next parts no longer fit in a request. Shorten the filter (fewer values or conditions) and try again.',
    other:
      'The service answered this search in a way that cannot be fetched page by page. Narrow the filter so it matches at most 2,000 products.',
  },
  unexpectedStatus:
    'The service answered {{status}}, which PartSpec does not expect from a Product Information Service. Check in Settings that the Service URL points at one.',
  unexpectedStatus_inSettings:
    'The service answered {{status}}, which PartSpec does not expect from a Product Information Service. Check that the Service URL above points at one.',
  snapshotsUnavailable: {
    noWebCrypto:
      'Snapshots need a page served over https (or from localhost); this one is not, so answers come from the service.',
    off: 'Snapshots are off here, so answers come from the service.',
  },
  snapshotDamaged:
    'The kept snapshot of {{category}} ({{lang}}) was damaged, so it was dropped; answers come from the service until it is downloaded again.',
  unsafeValue: {
    takes: { string: 'text', double: 'a number', boolean: 'true or false' },
    notSearchItem: 'There is no search item "{{item}}". Change that condition and try again.',
    wrongType: '{{item}} takes {{takes}}, not {{value}}. Change that value and try again.',
    wrongTypeUnknown: '{{item}} cannot take {{value}}. Change that value and try again.',
    operator: '{{item}} cannot be compared with "{{operator}}". Change that condition and try again.',
    noValues: 'The condition on {{item}} has no value. Give at least one, or remove the condition, and try again.',
    empty: 'A value of {{item}} is empty. Change that value and try again.',
    quote:
      "The value {{value}} of {{item}} contains ', which the service's filter language cannot carry. Change that value and try again.",
    separator:
      'The value {{value}} of {{item}} contains |, which the service reads as a separator between two values. Change that value and try again.',
    brokenCharacter: 'The value {{value}} of {{item}} holds a broken character. Change that value and try again.',
    notFinite: 'A value of {{item}} must be a finite number, not {{value}}. Change that value and try again.',
    unknownKind: 'The condition on {{item}} is of a kind PartSpec cannot send. Change that condition and try again.',
    other:
      'The value {{value}} of {{item}} cannot be sent to the service as it stands. Change that value and try again.',
  },
  /** A BOM line that states no value that can be read (DescriptionError). */
  description: {
    unread:
      'No value can be read in {{text}}; not understood: {{unread}}. Write the capacitance or inductance as 100nF, 4.7uH or a code such as 104, and try again.',
    none: '{{text}} states no capacitance or inductance. Write it as 100nF, 4.7uH or a code such as 104, and try again.',
  },
  unknownField: {
    empty: 'A field name is empty. Choose the columns again.',
    notUnder:
      'There is no field "{{name}}": {{field}} is not under that object; write {{field}}. Choose the columns again.',
    didYouMean: 'There is no field "{{name}}"; did you mean {{suggestions}}? Choose the columns again.',
    none: 'There is no field "{{name}}". Choose the columns again.',
  },
  cellEdit: {
    read: 'A cell is being edited in Excel, so PartSpec could not read the workbook.',
    write: 'A cell is being edited in Excel, so Excel refused the change PartSpec asked for; it was not made.',
    nothingWritten: 'A cell is being edited in Excel, so nothing was written.',
    allWritten:
      'All {{total, number}} rows were written to {{range}}, each complete, but Excel refused to finish them (number formats, table) while a cell is being edited.',
    stopped:
      'A cell is being edited in Excel, so the writing stopped: {{range}} holds the header and the first {{written, number}} of {{total, number}} rows, each complete.',
    /** What ends every message about a cell being edited: the one thing to do, which loses nothing. */
    leave: 'Press Enter or Esc, then try again.',
  },
  refusedWrite: {
    allWritten:
      'All {{total, number}} rows were written to {{range}}, but Excel refused to format them or make them a table. Excel said: {{excelSaid}}. The values are complete; use Insert > Table for filter buttons.',
    stopped:
      'Excel stopped the writing of the table: {{range}} holds the header and the first {{written, number}} of {{total, number}} rows, each complete. Excel said: {{excelSaid}}. Write the table again (allowing PartSpec to replace what is there) to get every row.',
    nothingWritten:
      'Excel stopped the writing of the table: nothing was written. Excel said: {{excelSaid}}. Write the table again (allowing PartSpec to replace what is there) to get every row.',
  },
  /** What a range holds that keeps PartSpec from writing there: a clause, `{{range}}` its subject. */
  contents: {
    values: '{{range}} holds values',
    tables_one: '{{range}} overlaps the Excel table {{tables}}',
    tables_other: '{{range}} overlaps the Excel tables {{tables}}',
    valuesAndTables_one: '{{range}} holds values and overlaps the Excel table {{tables}}',
    valuesAndTables_other: '{{range}} holds values and overlaps the Excel tables {{tables}}',
  },
  occupied: {
    values:
      '{{range}} already holds values, so nothing was written. Choose an empty place (or a new sheet), or allow PartSpec to replace those values.',
    tables_one:
      '{{contents}}, so nothing was written. Choose an empty place outside that table (or a new sheet), or allow PartSpec to write there: the table then becomes a plain range.',
    tables_other:
      '{{contents}}, so nothing was written. Choose an empty place outside those tables (or a new sheet), or allow PartSpec to write there: those tables then become plain ranges.',
  },
  selection:
    'PartSpec could not read the selection. Click one block of cells (not a chart or a picture, and not several blocks at once) and try again.',
  sheetNotFound:
    'There is no sheet named "{{sheet}}" in this workbook any more. It may have been renamed or deleted; choose a sheet and try again.',
  /** A record an earlier PartSpec kept in one piece, over what Excel on the web can read (RecordTooLargeError). */
  recordTooLarge:
    'What PartSpec keeps in this workbook ({{record}}) is over 5 MB, more than Excel on the web can read. It is kept as it is: open the workbook once in Excel on Windows or Mac and do the same there, and PartSpec keeps it in parts every Excel can read.',
} as const;
