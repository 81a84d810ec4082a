/** The Settings view. */
export const settings = {
  connection: 'How PartSpec reaches the service',
  connectionApiKey: 'My own API key',
  connectionRelay: "My organisation's relay",
  relayUrl: "Organisation's relay",
  relayUrlHint:
    'The address your administrator gave you. The relay holds the service key; you sign in to it with your token.',
  relayToken: 'Relay token',
  relayTokenSaved: 'A token is saved ({{masked}}). Leave this empty to keep it; type a new one to replace it.',
  relayTokenNone: 'No token is saved yet. Enter the token your administrator issued for you.',
  /** Sign-in with Microsoft to the saved relay (nested app authentication), when the relay offers it. */
  signIn: {
    button: 'Sign in with Microsoft',
    hint: "Your organisation's relay signs you in with your Microsoft account: no token to type. Cells that need the sign-in say so, and calculate again once you are signed in.",
    signingIn: 'Signing in…',
    done: 'Signed in as {{user}}. The PART cells are calculated again.',
    doneManual:
      'Signed in as {{user}}. Calculation is set to Manual: press Ctrl+Alt+F9 to calculate the PART cells that asked for the sign-in.',
    doneNotCalculated:
      'Signed in as {{user}}, but the cells could not be calculated again: {{reason}} Press Ctrl+Alt+F9 to calculate them.',
    someone: 'your Microsoft account',
    notOffered:
      'This relay does not offer sign-in with Microsoft here (or this Excel cannot sign you in for it): enter your relay token instead.',
  },
  apiKey: 'API key',
  apiKeySaved: 'A key is saved ({{masked}}). Leave this empty to keep it; type a new one to replace it.',
  apiKeyNone: 'No key is saved yet. Enter the key you were given for the service.',
  notSet: 'Not set',
  serviceUrl: 'Service URL',
  serviceUrlHint:
    "/api is the add-in host's relay, which forwards to the service. The service sends no CORS headers, so the pane cannot call its own address directly: keep /api.",
  language: 'Language',
  languageHint:
    'The language the service answers in: listed values, categories and results, unless a view says otherwise.',
  displayLanguage: 'Display language',
  displayLanguageHint: "The language of PartSpec's own words. Automatic follows Office (or the browser).",
  automatic: 'Automatic',
  rate: 'Requests per second',
  burst: 'Burst',
  burstHint: 'Requests at once',
  rateProblem:
    'Enter the number of requests per second the service allows your key, above 0 and at most {{max, number}} (for example 10).',
  burstProblem:
    'Enter how many requests may go out at once: a whole number from 1 to {{max, number}} (for example 20).',
  save: 'Save settings',
  test: 'Test connection',
  saving: 'Saving…',
  testing: 'Testing…',
  saved: 'Settings saved',
  units: {
    label: 'Units in new tables',
    hint: 'Every field has one unit in every table (dimensions in mm, capacitance in µF…). Choose another for a field here.',
    field: 'Field',
    unitOf: 'Unit of {{field}}',
    chosen: 'Units you chose',
    item: '{{field}} in {{unit}}',
    reset: '{{field}}: back to its default unit',
    default: '{{unit}} (default)',
    si: '{{unit}} (SI)',
  },
  snapshots: {
    label: 'Snapshots',
    /** Each mode's one line of explanation, shown under the choices for the one chosen. */
    modes: {
      auto: 'Auto',
      offline: 'Offline',
      off: 'Off',
    },
    hints: {
      auto: 'Downloads a whole category when that costs fewer requests than asking part by part; answers from kept snapshots when the service cannot be reached.',
      offline: 'Answers only from kept snapshots; sends nothing unless you refresh one below.',
      off: 'Uses no snapshot and keeps none; every answer comes from the service.',
    },
    maxAge: 'Age limit (hours)',
    maxAgeHint: 'An older snapshot answers only offline, or when the service cannot be reached.',
    maxAgeProblem: 'Enter a number of hours above 0 (for example 24).',
    kept: 'Kept snapshots',
    none: 'No snapshot is kept yet. PartSpec keeps one when a large sheet or a whole-category download makes it worth it.',
    offNone: 'Snapshots are off, so PartSpec neither uses nor keeps them. None is kept.',
    noStorage:
      'This browser (or this version of Excel) does not let PartSpec keep snapshots: every answer comes from the service.',
    /** A snapshot as the list and its messages name it: `Inductors (en)`. */
    name: '{{category}} ({{lang}})',
    issued: 'Issued {{date}}',
    /** Its size in MB (one decimal) and how many products it holds. */
    contents_one: '{{size, number}} MB · {{count, number}} product',
    contents_other: '{{size, number}} MB · {{count, number}} products',
    stale: 'Older than the age limit: it answers only offline, or when the service cannot be reached.',
    /** An issue date with the snapshot's age (jobs.sources: `362 days old by the service's clock`). */
    issuedAge: 'Issued {{date}} ({{age}})',
    /** Why a snapshot is stale, besides its age (stale). */
    staleAnswers:
      'The service has since answered differently for some of its parts: it answers only offline, or when the service cannot be reached.',
    staleAhead: "Dated ahead of the service's clock: it answers only offline, or when the service cannot be reached.",
    /** Snapshots kept for another connection (another service address or relay): listed, never deleted by a switch. */
    otherConnections: 'Kept for other connections',
    keptFor: 'Kept for {{service}}, not the connection in use: used again when you switch back to it.',
    noneForThis:
      'None kept yet for this connection. Those below were kept for other connections: nothing was deleted, and each is used again when you switch back to its connection.',
    refresh: 'Refresh',
    refreshLabel: 'Refresh {{name}}',
    delete: 'Delete',
    deleteLabel: 'Delete {{name}}',
    cancel: 'Cancel',
    cancelLabel: 'Cancel the download of {{name}}',
    downloading: 'Downloading…',
    deleting: 'Deleting…',
    refreshed_one: '{{name}} downloaded again: {{count, number}} product, issued {{date}}.',
    refreshed_other: '{{name}} downloaded again: {{count, number}} products, issued {{date}}.',
    deleted: '{{name}} deleted.',
    notRefreshed: '{{name}} was not downloaded again.',
    notDeleted: '{{name}} was not deleted.',
  },
  diagnostics: {
    heading: 'Diagnostics',
    intro:
      'What to send us when something does not work as expected: Excel and what it supports, where PartSpec keeps your settings and snapshots, whether the service answers, the request limiter and the last errors. It never holds your API key, your filters or your part numbers.',
    text: 'Diagnostics text',
    copy: 'Copy diagnostics',
    checkAgain: 'Check again',
    gathering: 'Gathering…',
    failed: 'The diagnostics could not be gathered: {{reason}}',
    copied: 'Copied to the clipboard: paste it into your report.',
    notCopied: 'Excel did not let PartSpec use the clipboard: select the text below (Ctrl+A or ⌘A in it) and copy it.',
  },
  /** The pane's notice when this Excel lacks a requirement set whose absence the user would notice. */
  requirements: {
    title: 'This version of Excel lacks a part of what PartSpec uses',
    excelApi1_9: 'Writing large tables is slower, and a BOM refresh needs one selected area.',
    cfRuntime1_4:
      'PART.CARD returns the part number as text instead of a card; PART.SPEC and the other functions work as usual.',
    details: 'Settings > Diagnostics lists what this Excel supports.',
    dismiss: 'Dismiss',
  },
} as const;
