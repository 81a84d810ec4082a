/**
 * What the cells (the custom functions) say in English: every failure they can meet, their refusals of their
 * arguments and the last rows of lists not whole, as templates that src/functions/words fills from an error's
 * fields. A message says what happened and what to do; where the fix is a setting, it sends the user to
 * `{{settings}}` (a cell has no button). It fits Excel's 255-character tooltip with the values it repeats cut
 * short, and the values the user gave come in this language's quotes. The terms the cells share with the pane
 * and the SDK are the vocabulary's (matching.ts, partnos.ts, settingNames.ts), not written here again.
 */
export const cells = {
  /** A value repeated in a message, in this language's quotes. */
  quoted: '"{{value}}"',
  /** Between the items of a list. */
  listSeparator: ', ',
  /** Between the reasons of one part (PART.MATCHLINE's Why). */
  reasonSeparator: '; ',
  /** Where a message sends the user to change a setting. */
  settings: 'the PartSpec task pane, Settings',
  /**
   * The settings as a message names them, beside the vocabulary's settingNames: the two name every setting
   * (failureSentences' typing holds it), so that none is named "setting".
   */
  settingNames: {
    relayUrl: "organisation's relay",
    burst: 'burst',
    units: 'units',
    displayLanguage: 'display language',
    columnPresets: 'column sets',
    snapshotMode: 'Snapshots',
    snapshotMaxAgeHours: 'snapshot age limit',
  },
  /** Who did not get through: `{{tries}}` of rateLimit and service. */
  tries: { one: 'the request', many: '{{attempts}} attempts' },
  /** The attempts after a time waited, when more than one: `{{times}}` of timeout. */
  times: ' ({{attempts}} attempts)',

  // core's failures
  missingApiKey: 'No API key is set: open {{settings}}, and enter your key.',
  invalidApiKey:
    'The API key holds spaces, line breaks or other characters a key cannot have: open {{settings}}, and enter it again.',
  apiKeyRefused: 'The API key was refused (403): open {{settings}}, and check the key and the service URL.',
  accessToken: {
    missing: "No sign-in to your organisation's relay: open {{settings}}, and sign in or enter a relay token.",
    invalid: 'The relay token holds characters a request cannot carry: open {{settings}}, and enter it again.',
    refused: 'The relay refused your sign-in (401): open {{settings}}, and sign in again or enter a new relay token.',
    unavailable: "The sign-in to your organisation's relay did not complete: open {{settings}}, and sign in again.",
    signInRequired:
      "Sign in from PartSpec's pane: open {{settings}}, and press Sign in with Microsoft. This cell recalculates once you are signed in.",
  },
  badRequest: 'The service refused the query: {{message}}',
  /** A BOM line with no value that can be read: `{{unread}}` is matching's unread, of the words not understood. */
  description: {
    nothingUnread: '{{text}} states no capacitance or inductance: write it as 100nF, 4.7uH or a code such as 104.',
    unread:
      'No value can be read in {{text}}; {{unread}}. Write the capacitance or inductance as 100nF, 4.7uH or a code such as 104.',
  },
  cannotPage: {
    urlLimit: 'This search cannot be fetched page by page within the URL limit. Shorten the filter.',
    /** The service's answers cannot be paged (no products, no progress, out of order). */
    unpageable:
      'The service answered this search in a way that cannot be paged. Narrow the filter to at most 2000 products.',
  },
  downloadRefused: {
    expired: 'The download address has expired (they last 7 days). Recalculate to get a new one.',
    refused: 'The download address was refused (403). Recalculate to get a new one.',
    gone: 'The category file is no longer there (404). Recalculate to get a new address.',
    failed: 'The category file could not be downloaded ({{status}}). Try again later.',
  },
  /** `{{position}}` counted from 1. */
  filter: '{{problem}} (at position {{position}})',
  /** `{{cause}}`: the cell's words for the failure behind it. */
  incompleteLookup: '{{failed}} of {{total}} part numbers could not be looked up. {{cause}}',
  incompleteSearch: 'Only {{arrived}} of the matching products arrived. {{cause}}',
  /** `{{after}}`: `after` when more than one attempt was made; `{{reason}}`: `reason` when the runtime gave one. */
  network: {
    sentence:
      'Could not reach the service at {{origin}}{{after}}{{reason}}. Check the service URL ({{settings}}) and the network connection.',
    after: ' after {{attempts}} attempts',
    reason: ': {{reason}}',
  },
  /** `{{what}}`: the path asked for, whole. */
  notFound: '{{what}} does not exist on the service (404): check the service URL in {{settings}}.',
  notInSnapshots:
    "Offline, and no snapshot of {{categories}} ({{lang}}) is kept. Set Snapshots to Auto in PartSpec's Settings, or download the category while online.",
  rateLimit:
    "The service's request limit was reached and {{tries}} did not get through (429). Wait a minute and recalculate, or lower the request rate in {{settings}}.",
  /** `{{to}}`: `to` when the redirect said where. */
  redirectRefused: {
    sentence:
      "The service URL answered with a redirect{{to}}, which PartSpec does not follow with your key. If that is the service's address, enter it in {{settings}}.",
    to: ' to {{location}}',
  },
  /** `{{next}}`: `cut` when the answer was cut short, `whole` otherwise. */
  responseFormat: {
    sentence: 'The service answered in an unexpected form ({{problem}}). {{next}}',
    cut: 'Try again later.',
    whole: 'Check the service URL in {{settings}}.',
  },
  service: 'The service had a problem ({{status}}) and {{tries}} did not get an answer. Try again later.',
  /** `{{instead}}`: what to enter instead, by the address's problem. */
  serviceUrl: {
    sentence: "The service URL in PartSpec's settings cannot be used: open {{settings}}, and {{instead}}.",
    instead: {
      notWebAddress: 'enter an address that begins with https://, or a path such as /api',
      credentialsInAddress: 'enter the address without the user name and password (the part before "@")',
      queryInAddress: 'enter the address without its "?" or "#" and what follows',
    },
  },
  snapshotDamaged: 'The kept snapshot of {{category}} ({{lang}}) was damaged and dropped; the service answers instead.',
  snapshotsUnavailable: {
    noWebCrypto: 'Snapshots need a page served over https; the service answers instead.',
    off: 'Snapshots are off here; the service answers instead.',
  },
  /** By what was waited for: `{{time}}` as waitText says it, `{{times}}` one of times. */
  timeout: {
    answer: 'The service did not answer within {{time}}{{times}}. Try again later, or narrow the request.',
    fileIdle: 'The category file stopped arriving: nothing came for {{time}}{{times}}. Try again later.',
    fileDeadline: 'The category file did not arrive in full within {{time}}{{times}}. Try again later.',
  },
  unexpectedStatus:
    'The service answered {{status}}, which PartSpec does not expect: check the service URL in {{settings}}.',
  /** `{{name}}` quoted; `{{field}}` the field meant, under another object; `{{suggestions}}` listed. */
  unknownField: {
    empty: 'A field name is empty; PART.FIELDS() lists them.',
    underAnother: 'Unknown field {{name}}: {{field}} is not under that object; write {{field}}.',
    suggested: 'Unknown field {{name}}; did you mean {{suggestions}}?',
    alone: 'Unknown field {{name}}; PART.FIELDS() lists them.',
  },
  /**
   * A value that cannot be sent, by why: `{{item}}` as given (`{{quotedItem}}` quoted), `{{value}}` its values
   * quoted and listed, `{{operator}}` quoted, `{{type}}` one of itemTypes.
   */
  unsafeValue: {
    notSearchItem: '{{quotedItem}} is not a search item.',
    wrongType: '{{item}} takes {{type}}, not {{value}}.',
    /** The value's type is wrong, for an item of no known type. */
    wrongTypeUntyped: '{{item}} cannot take {{value}}.',
    operator: '{{item}} cannot be compared with {{operator}}.',
    noValues: 'The condition on {{item}} has no value: give at least one.',
    empty: 'A value of {{item}} is empty: give the value, or leave the condition out.',
    quote: "The value {{value}} of {{item}} contains ', which a query cannot carry: leave it out.",
    separator: 'The value {{value}} of {{item}} contains |, which the service reads as two values: leave it out.',
    brokenCharacter: 'The value {{value}} of {{item}} holds a broken character: type it again.',
    notFinite: 'A value of {{item}} must be a finite number, not {{value}}.',
    unknownKind: 'The condition on {{item}} is of a kind PartSpec cannot send.',
    other: 'The value {{value}} of {{item}} cannot be sent to the service as it stands.',
    itemTypes: { string: 'text', double: 'a number', boolean: 'TRUE or FALSE' },
  },
  /** `{{limit}}`: `limit` when the service's limit is known. */
  urlTooLong: {
    sent: 'The request was too long for the service (414, {{length}} characters). Use fewer values in one condition.',
    unsent:
      "The request would be {{length}} characters, over this service's limit{{limit}}. Use fewer values in one condition.",
    limit: ' of {{limit}}',
  },

  // office's failures
  /** `{{setting}}` one of settingNames; `{{given}}`: `given` with the value given, when it may be repeated. */
  settingsError: {
    sentence: "The {{setting}} in PartSpec's settings cannot be used{{given}}: open {{settings}}, and correct it.",
    given: ' ({{given}})',
  },
  snapshotStore: {
    quotaExceeded: "The snapshot could not be kept: storage is full. Delete snapshots in PartSpec's Settings.",
    refused:
      'Snapshots cannot be kept here: this browser or Excel refuses PartSpec the storage. Answers come from the service.',
  },
  /** The workbook's failures, which reach a cell only through a bug: `{{message}}` is the error's own. */
  workbook: 'PartSpec could not use the workbook: {{message}}',

  // anything else
  cancelled: 'Cancelled.',
  /** A failure PartSpec has no words for: `{{message}}` is all it says. */
  unexpected: 'Something went wrong: {{message}} Recalculate; if it happens again, restart Excel.',

  // the functions' own refusals of their arguments: `{{given}}` and `{{name}}` quoted
  languageNotKnown: 'Language must be en, ja or zh, not {{given}}.',
  noFieldNames: 'Give at least one field name, e.g. "Capacitance" (PART.FIELDS() lists them).',
  tooManyFields:
    '{{count}} field names were given; at most {{max}} (every field once) make columns. Choose the fields you need, each once (PART.FIELDS() lists them).',
  partNotFound: 'Part not found: {{partno}}',
  maxRowsNotWhole: 'maxRows must be a whole number of rows, at least 1, not {{given}}.',
  unknownCategory: 'Unknown category {{given}}; use one of {{categories}}.',
  notBottomCategory: '{{given}} cannot be downloaded whole; use one of {{categories}}.',
  conditionCounts:
    'Give as many operators and values as items ({{items}} items, {{operators}} operators, {{values}} values).',
  noPartno: 'Give a part number, e.g. A2.',
  entityWithoutPartno:
    '{{name}} is a data type with no part number (no Partno): give a part number, or a card from PART.CARD.',
  dataTypeNotText:
    "{{name}} is a data type, where text or a number is needed: give the value itself (a card's property, e.g. =B2.Capacitance, is one).",
  /**
   * PART.BUILDFILTER's condition that cannot be read, by its problem: `{{at}}` is `at`, `{{item}}` as given
   * (`{{quotedItem}}` quoted), `{{value}}` quoted, `{{allowed}}` and `{{suggestions}}` listed.
   */
  conditionProblem: {
    at: 'Condition {{row}}',
    notSearchItem: '{{at}}: {{quotedItem}} is not a search item.',
    /** Not a search item, with the nearest ones. */
    notSearchItemNear: '{{at}}: {{quotedItem}} is not a search item; did you mean {{suggestions}}?',
    operator: '{{at}}: {{item}} cannot be compared with {{value}}; use {{allowed}}.',
    empty: '{{at}}: give a value of {{item}}.',
    /** `{{example}}` a value of the item's unit. */
    notQuantity: '{{at}}: {{value}} is not a value of {{item}}; write it like {{example}}.',
    /** Not a quantity, of an item with no example. */
    notQuantityPlain: '{{at}}: {{value}} is not a value of {{item}}; write it like a plain number.',
    /** Not a listed value, or not a category. */
    notListed: '{{at}}: {{value}} is not one of the values of {{item}}: {{allowed}}.',
    notYesNo: '{{at}}: {{item}} is yes or no; give TRUE or FALSE.',
    /** `{{position}}` counted from 1. */
    quote:
      "{{at}}: the value of {{item}} holds ' (character {{position}}), which the service cannot search for; search for the text before or after it with contains.",
    /** A separator, a broken character or a character no part number holds. */
    character: '{{at}}: the value {{value}} of {{item}} cannot be sent; retype it.',
  },

  // the last row of a list that is not whole
  moreThanMaxRows: 'More products match than the {{limit}} shown: raise maxRows or narrow the filter.',
  moreThanOneRequest:
    'More than {{max}} products match: narrow the filter, or give maxRows (e.g. 50000) to fetch them all.',
  /** A result cut under the 4 MB Excel takes from one call: `{{first}}` what is shown, `{{todo}}` what to do. */
  resultCut: {
    sentence: '{{first}}: more would pass the 4 MB Excel takes from one function. {{todo}}',
    first: {
      products: 'First {{kept}} of {{total}} products',
      cards: 'First {{kept}} of {{total}} cards',
      dropIns: 'First {{kept}} of {{total}} drop-ins',
      lines: 'First {{kept}} of {{total}} lines',
      parts: 'First {{kept}} of {{total}} parts',
    },
    todo: {
      products: 'Ask for fewer fields or narrow the filter, or insert them from the PartSpec pane (Search).',
      /** Cards or lines: the range they came from. */
      range: 'Split the range.',
      dropIns: 'Ask for fewer fields or a lower maxRows.',
      parts: 'Lower count.',
    },
  },
  moreEquivalents: '{{count}} more: raise maxRows to see them.',
  /** No drop-in for `{{partno}}`; `toCheck` adds the parts Find equivalents would list, one or `{{count}}`. */
  noDropIn: {
    none: 'No drop-in In Production for {{partno}}.',
    toCheck: {
      one: '{{none}} 1 part to check: select {{partno}} and use Find equivalents in the PartSpec pane.',
      other: '{{none}} {{count}} parts to check: select {{partno}} and use Find equivalents in the PartSpec pane.',
    },
  },

  // PART.MATCHLINE, beside the matching vocabulary's lines
  /** A body of no size the catalogue has: `{{body}}` as bodyText says it; `{{family}}`: `family`, or nothing. */
  bodySizeNotInCatalogue: {
    sentence: 'no part of this body size ({{body}}) in the catalogue{{family}}',
    family: ' ({{family}})',
  },
  /** No part at all for the line `{{text}}` (quoted); `{{stated}}`: `stated` with what was read, or nothing. */
  noMatch: { sentence: 'No part fits {{text}}{{stated}}.', stated: ' (looked for: {{stated}})' },
  countNotWhole: 'count must be a whole number of parts from 1 to {{max}}, not {{given}}.',
  footprintCount:
    'Give one footprint for all, or one per description ({{descriptions}} descriptions, {{footprints}} footprints).',
};
