import { bodyText, waitText } from '../../core';
import { en as catalogue } from '../../words';
import type { CellWords } from './CellWords';
import { leadedInductorLine, outOfScopeLine } from './catalogueMatchLines';
import { shown, visible } from './shown';

const SETTINGS = 'the PartSpec task pane, Settings';
const q = (value: unknown): string => `"${shown(value)}"`;
const tries = (attempts: number): string => (attempts === 1 ? 'the request' : `${attempts} attempts`);
const times = (attempts: number): string => (attempts === 1 ? '' : ` (${attempts} attempts)`);

export const en: CellWords = {
  catalogue,
  quoted: (value) => `"${value}"`,
  listSeparator: ', ',
  settingNames: {
    connection: 'connection',
    apiKey: 'API key',
    serviceUrl: 'service URL',
    relayUrl: "organisation's relay",
    relayToken: 'relay token',
    lang: 'language',
    ratePerSecond: 'request rate',
    burst: 'burst',
    units: 'units',
    displayLanguage: 'display language',
    columnPresets: 'column sets',
    snapshotMode: 'Snapshots',
    snapshotMaxAgeHours: 'snapshot age limit',
  },

  missingApiKey: () => `No API key is set: open ${SETTINGS}, and enter your key.`,
  invalidApiKey: () =>
    `The API key holds spaces, line breaks or other characters a key cannot have: open ${SETTINGS}, and enter it again.`,
  apiKeyRefused: () => `The API key was refused (403): open ${SETTINGS}, and check the key and the service URL.`,
  accessToken: (problem) =>
    ({
      missing: `No sign-in to your organisation's relay: open ${SETTINGS}, and sign in or enter a relay token.`,
      invalid: `The relay token holds characters a request cannot carry: open ${SETTINGS}, and enter it again.`,
      refused: `The relay refused your sign-in (401): open ${SETTINGS}, and sign in again or enter a new relay token.`,
      unavailable: `The sign-in to your organisation's relay did not complete: open ${SETTINGS}, and sign in again.`,
      signInRequired: `Sign in from PartSpec's pane: open ${SETTINGS}, and press Sign in with Microsoft. This cell recalculates once you are signed in.`,
    })[problem],
  badRequest: (error) => `The service refused the query: ${visible(error.serviceMessage)}`,
  description: (error, unread) =>
    unread === ''
      ? `${q(error.text)} states no capacitance or inductance: write it as 100nF, 4.7uH or a code such as 104.`
      : `No value can be read in ${q(error.text)}; not understood: ${unread}. Write the capacitance or inductance as 100nF, 4.7uH or a code such as 104.`,
  cannotPage: (error) => {
    switch (error.reason) {
      case 'urlLimit':
        return 'This search cannot be fetched page by page within the URL limit. Shorten the filter.';
      case 'noProducts':
      case 'noProgress':
      case 'outOfOrder':
        return 'The service answered this search in a way that cannot be paged. Narrow the filter to at most 2000 products.';
    }
  },
  downloadRefused: (error) => {
    switch (error.reason) {
      case 'expired':
        return 'The download address has expired (they last 7 days). Recalculate to get a new one.';
      case 'refused':
        return 'The download address was refused (403). Recalculate to get a new one.';
      case 'gone':
        return 'The category file is no longer there (404). Recalculate to get a new address.';
      case 'failed':
        return `The category file could not be downloaded (${error.status}). Try again later.`;
    }
  },
  filter: (error) => `${error.problem} (at position ${error.position + 1})`,
  incompleteLookup: (failed, total, cause) => `${failed} of ${total} part numbers could not be looked up. ${cause}`,
  incompleteSearch: (arrived, cause) => `Only ${arrived} of the matching products arrived. ${cause}`,
  network: (error) => {
    const after = error.attempts > 1 ? ` after ${error.attempts} attempts` : '';
    const reason = error.reason ? `: ${visible(error.reason)}` : '';
    return `Could not reach the service at ${visible(error.origin)}${after}${reason}. Check the service URL (${SETTINGS}) and the network connection.`;
  },
  notFound: (error) =>
    `${visible(error.what)} does not exist on the service (404): check the service URL in ${SETTINGS}.`,
  notInSnapshots: (error) =>
    `Offline, and no snapshot of ${error.missing.join(', ')} (${error.lang}) is kept. Set Snapshots to Auto in PartSpec's Settings, or download the category while online.`,
  rateLimit: (error) =>
    `The service's request limit was reached and ${tries(error.attempts)} did not get through (429). Wait a minute and recalculate, or lower the request rate in ${SETTINGS}.`,
  redirectRefused: (error) =>
    `The service URL answered with a redirect${error.location ? ` to ${visible(error.location)}` : ''}, which PartSpec does not follow with your key. If that is the service's address, enter it in ${SETTINGS}.`,
  responseFormat: (error) =>
    `The service answered in an unexpected form (${visible(error.problem)}). ${error.truncated ? 'Try again later.' : `Check the service URL in ${SETTINGS}.`}`,
  service: (error) =>
    `The service had a problem (${error.status}) and ${tries(error.attempts)} did not get an answer. Try again later.`,
  serviceUrl: (error) => {
    const instead = {
      notWebAddress: 'enter an address that begins with https://, or a path such as /api',
      credentialsInAddress: 'enter the address without the user name and password (the part before "@")',
      queryInAddress: 'enter the address without its "?" or "#" and what follows',
    }[error.problem];
    return `The service URL in PartSpec's settings cannot be used: open ${SETTINGS}, and ${instead}.`;
  },
  snapshotDamaged: (error) =>
    `The kept snapshot of ${error.category} (${error.lang}) was damaged and dropped; the service answers instead.`,
  snapshotsUnavailable: (error) =>
    error.reason === 'noWebCrypto'
      ? 'Snapshots need a page served over https; the service answers instead.'
      : 'Snapshots are off here; the service answers instead.',
  timeout: (error) => {
    const time = waitText(error.timeoutMs);
    switch (error.subject) {
      case 'fileIdle':
        return `The category file stopped arriving: nothing came for ${time}${times(error.attempts)}. Try again later.`;
      case 'fileDeadline':
        return `The category file did not arrive in full within ${time}${times(error.attempts)}. Try again later.`;
      default:
        return `The service did not answer within ${time}${times(error.attempts)}. Try again later, or narrow the request.`;
    }
  },
  unexpectedStatus: (error) =>
    `The service answered ${error.status}, which PartSpec does not expect: check the service URL in ${SETTINGS}.`,
  unknownField: (error) => {
    const name = error.given.trim();
    if (name === '') return 'A field name is empty; PART.FIELDS() lists them.';
    if (error.field !== undefined)
      return `Unknown field ${q(name)}: ${error.field} is not under that object; write ${error.field}.`;
    return error.suggestions.length > 0
      ? `Unknown field ${q(name)}; did you mean ${error.suggestions.join(', ')}?`
      : `Unknown field ${q(name)}; PART.FIELDS() lists them.`;
  },
  unsafeValue: (error) => {
    const { item } = error;
    const value = Array.isArray(error.value) ? error.value.map(q).join(', ') : q(error.value);
    switch (error.reason) {
      case 'notSearchItem':
        return `${q(item)} is not a search item.`;
      case 'wrongType':
        return error.itemType
          ? `${item} takes ${{ string: 'text', double: 'a number', boolean: 'TRUE or FALSE' }[error.itemType]}, not ${value}.`
          : `${item} cannot take ${value}.`;
      case 'operator':
        return `${item} cannot be compared with ${q(error.operator ?? '')}.`;
      case 'noValues':
        return `The condition on ${item} has no value: give at least one.`;
      case 'empty':
        return `A value of ${item} is empty: give the value, or leave the condition out.`;
      case 'quote':
        return `The value ${value} of ${item} contains ', which a query cannot carry: leave it out.`;
      case 'separator':
        return `The value ${value} of ${item} contains |, which the service reads as two values: leave it out.`;
      case 'brokenCharacter':
        return `The value ${value} of ${item} holds a broken character: type it again.`;
      case 'notFinite':
        return `A value of ${item} must be a finite number, not ${value}.`;
      case 'unknownKind':
        return `The condition on ${item} is of a kind PartSpec cannot send.`;
      case 'other':
        return `The value ${value} of ${item} cannot be sent to the service as it stands.`;
    }
  },
  urlTooLong: (error) =>
    error.sent
      ? `The request was too long for the service (414, ${error.length} characters). Use fewer values in one condition.`
      : `The request would be ${error.length} characters, over this service's limit${error.limit === undefined ? '' : ` of ${error.limit}`}. Use fewer values in one condition.`,

  settings: (error) => {
    // A service URL with a password in it is never repeated; `given` then holds the address without it.
    const given = error.given === undefined || error.problem === 'credentialsInAddress' ? '' : ` (${q(error.given)})`;
    return `The ${en.settingNames[error.setting]} in PartSpec's settings cannot be used${given}: open ${SETTINGS}, and correct it.`;
  },
  snapshotStore: (error) =>
    error.problem === 'quotaExceeded'
      ? `The snapshot could not be kept: storage is full. Delete snapshots in PartSpec's Settings.`
      : 'Snapshots cannot be kept here: this browser or Excel refuses PartSpec the storage. Answers come from the service.',
  workbook: (message) => `PartSpec could not use the workbook: ${shown(message)}`,

  cancelled: () => 'Cancelled.',
  unexpected: (message) => `Something went wrong: ${shown(message)} Recalculate; if it happens again, restart Excel.`,

  languageNotKnown: (given) => `Language must be en, ja or zh, not ${q(given)}.`,
  noFieldNames: () => 'Give at least one field name, e.g. "Capacitance" (PART.FIELDS() lists them).',
  tooManyFields: (count, max) =>
    `${count} field names were given; at most ${max} (every field once) make columns. Choose the fields you need, each once (PART.FIELDS() lists them).`,
  partNotFound: (partno) => `Part not found: ${shown(partno)}`,
  maxRowsNotWhole: (given) => `maxRows must be a whole number of rows, at least 1, not ${q(given)}.`,
  unknownCategory: (given, categories) => `Unknown category ${q(given)}; use one of ${categories}.`,
  notBottomCategory: (given, categories) => `${q(given)} cannot be downloaded whole; use one of ${categories}.`,
  conditionCounts: (items, operators, values) =>
    `Give as many operators and values as items (${items} items, ${operators} operators, ${values} values).`,
  noPartno: () => 'Give a part number, e.g. A2.',
  entityWithoutPartno: (name) =>
    `${q(name)} is a data type with no part number (no Partno): give a part number, or a card from PART.CARD.`,
  dataTypeNotText: (name) =>
    `${q(name)} is a data type, where text or a number is needed: give the value itself (a card's property, e.g. =B2.Capacitance, is one).`,
  conditionProblem: (problem, row) => {
    const { item } = problem;
    const value = problem.value ?? '';
    const at = `Condition ${row}`;
    switch (problem.kind) {
      case 'notSearchItem': {
        const near = problem.suggestions ?? [];
        return `${at}: ${q(item)} is not a search item${near.length > 0 ? `; did you mean ${near.join(', ')}?` : '.'}`;
      }
      case 'operator':
        return `${at}: ${item} cannot be compared with ${q(value)}; use ${(problem.allowed ?? []).join(', ')}.`;
      case 'empty':
        return `${at}: give a value of ${item}.`;
      case 'notQuantity':
        return `${at}: ${q(value)} is not a value of ${item}; write it like ${problem.example ?? 'a plain number'}.`;
      case 'notListed':
      case 'notCategory':
        return `${at}: ${q(value)} is not one of the values of ${item}: ${(problem.allowed ?? []).join(', ')}.`;
      case 'notYesNo':
        return `${at}: ${item} is yes or no; give TRUE or FALSE.`;
      case 'quote':
        return `${at}: the value of ${item} holds ' (character ${(problem.position ?? 0) + 1}), which the service cannot search for; search for the text before or after it with contains.`;
      case 'separator':
      case 'brokenCharacter':
      case 'character':
        return `${at}: the value ${q(value)} of ${item} cannot be sent; retype it.`;
    }
  },

  moreThanMaxRows: (limit) => `More products match than the ${limit} shown: raise maxRows or narrow the filter.`,
  moreThanOneRequest: (max) =>
    `More than ${max} products match: narrow the filter, or give maxRows (e.g. 50000) to fetch them all.`,
  resultCut: (what, kept, total) => {
    const first = `First ${kept} of ${total} ${{ products: 'products', cards: 'cards', dropIns: 'drop-ins', lines: 'lines', parts: 'parts' }[what]}: more would pass the 4 MB Excel takes from one function.`;
    const todo = {
      products: 'Ask for fewer fields or narrow the filter, or insert them from the PartSpec pane (Search).',
      cards: 'Split the range.',
      dropIns: 'Ask for fewer fields or a lower maxRows.',
      lines: 'Split the range.',
      parts: 'Lower count.',
    }[what];
    return `${first} ${todo}`;
  },
  moreEquivalents: (count) => `${count} more: raise maxRows to see them.`,
  noDropIn: (partno, toCheck) => {
    const none = `No drop-in In Production for ${shown(partno)}.`;
    if (toCheck === 0) return none;
    return `${none} ${toCheck} ${toCheck === 1 ? 'part' : 'parts'} to check: select ${shown(partno)} and use Find equivalents in the PartSpec pane.`;
  },
  reasonSeparator: '; ',
  outOfScope: (outOfScope) => outOfScopeLine(catalogue, outOfScope),
  notInCatalogue: (reason) =>
    reason.kind === 'bodySize'
      ? `no part of this body size (${bodyText(reason.body)}) in the catalogue${reason.family ? ` (${reason.family})` : ''}`
      : leadedInductorLine(catalogue, reason),
  noMatch: (text, stated) => `No part fits ${q(text)}${stated === '' ? '' : ` (looked for: ${stated})`}.`,
  countNotWhole: (given, max) => `count must be a whole number of parts from 1 to ${max}, not ${q(given)}.`,
  footprintCount: (descriptions, footprints) =>
    `Give one footprint for all, or one per description (${descriptions} descriptions, ${footprints} footprints).`,
};
