import { waitText } from '../../core';
import type { Settings } from '../../office/settings';
import { unreadPhrase } from '../../words';
import type { CellFill } from './cellFill';
import type { CellFailureWords } from './CellWords';
import { shown, visible } from './shown';

/**
 * The failures of core and office in one language's words: which template an error's fields choose, filled
 * with them. The values a message repeats from the service or the runtime are made visible (`visible`), those
 * the user gave cut short too (`shown`, `quoted`).
 */
export function failureSentences({ words, cells, say, quoted, list, tries, times }: CellFill): CellFailureWords {
  return {
    missingApiKey: () => say(cells.missingApiKey),
    invalidApiKey: () => say(cells.invalidApiKey),
    apiKeyRefused: () => say(cells.apiKeyRefused),
    accessToken: (problem) => say(cells.accessToken[problem]),
    badRequest: (error) => say(cells.badRequest, { message: visible(error.serviceMessage) }),
    description: (error, unread) =>
      unread === ''
        ? say(cells.description.nothingUnread, { text: quoted(error.text) })
        : say(cells.description.unread, { text: quoted(error.text), unread: unreadPhrase(words.matching, unread) }),
    cannotPage: (error) => (error.reason === 'urlLimit' ? cells.cannotPage.urlLimit : cells.cannotPage.unpageable),
    downloadRefused: (error) => say(cells.downloadRefused[error.reason], { status: error.status }),
    filter: (error) => say(cells.filter, { problem: error.problem, position: error.position + 1 }),
    incompleteLookup: (failed, total, cause) => say(cells.incompleteLookup, { failed, total, cause }),
    incompleteSearch: (arrived, cause) => say(cells.incompleteSearch, { arrived, cause }),
    network: (error) => {
      const { network } = cells;
      return say(network.sentence, {
        origin: visible(error.origin),
        after: error.attempts > 1 ? say(network.after, { attempts: error.attempts }) : '',
        reason: error.reason ? say(network.reason, { reason: visible(error.reason) }) : '',
      });
    },
    notFound: (error) => say(cells.notFound, { what: visible(error.what) }),
    notInSnapshots: (error) => say(cells.notInSnapshots, { categories: list(error.missing), lang: error.lang }),
    rateLimit: (error) => say(cells.rateLimit, { tries: tries(error.attempts) }),
    redirectRefused: (error) => {
      const { redirectRefused } = cells;
      const to = error.location ? say(redirectRefused.to, { location: visible(error.location) }) : '';
      return say(redirectRefused.sentence, { to });
    },
    responseFormat: (error) => {
      const { responseFormat } = cells;
      const next = say(error.truncated ? responseFormat.cut : responseFormat.whole);
      return say(responseFormat.sentence, { problem: visible(error.problem), next });
    },
    service: (error) => say(cells.service, { status: error.status, tries: tries(error.attempts) }),
    serviceUrl: (error) => say(cells.serviceUrl.sentence, { instead: cells.serviceUrl.instead[error.problem] }),
    snapshotDamaged: (error) => say(cells.snapshotDamaged, { category: error.category, lang: error.lang }),
    snapshotsUnavailable: (error) =>
      error.reason === 'noWebCrypto' ? cells.snapshotsUnavailable.noWebCrypto : cells.snapshotsUnavailable.off,
    timeout: (error) =>
      say(cells.timeout[error.subject], {
        time: waitText(error.timeoutMs),
        times: times(error.attempts),
      }),
    unexpectedStatus: (error) => say(cells.unexpectedStatus, { status: error.status }),
    unknownField: (error) => {
      const { unknownField } = cells;
      const name = error.given.trim();
      if (name === '') return unknownField.empty;
      if (error.field !== undefined) return say(unknownField.underAnother, { name: quoted(name), field: error.field });
      return error.suggestions.length > 0
        ? say(unknownField.suggested, { name: quoted(name), suggestions: list(error.suggestions) })
        : say(unknownField.alone, { name: quoted(name) });
    },
    unsafeValue: (error) => {
      const { unsafeValue } = cells;
      const { item, itemType, reason } = error;
      return say(reason === 'wrongType' && !itemType ? unsafeValue.wrongTypeUntyped : unsafeValue[reason], {
        item,
        quotedItem: quoted(item),
        value: Array.isArray(error.value) ? list(error.value.map(quoted)) : quoted(error.value),
        operator: quoted(error.operator ?? ''),
        type: itemType ? unsafeValue.itemTypes[itemType] : '',
      });
    },
    urlTooLong: (error) => {
      const { urlTooLong } = cells;
      if (error.sent) return say(urlTooLong.sent, { length: error.length });
      const limit = error.limit === undefined ? '' : say(urlTooLong.limit, { limit: error.limit });
      return say(urlTooLong.unsent, { length: error.length, limit });
    },

    settings: (error) => {
      const { settingsError } = cells;
      // A service URL with a password in it is never repeated; `given` then holds the address without it.
      const repeated = error.given !== undefined && error.problem !== 'credentialsInAddress';
      const names: Readonly<Record<keyof Settings, string>> = { ...words.settingNames, ...cells.settingNames };
      return say(settingsError.sentence, {
        setting: names[error.setting],
        given: repeated ? say(settingsError.given, { given: quoted(error.given) }) : '',
      });
    },
    snapshotStore: (error) =>
      say(error.problem === 'quotaExceeded' ? cells.snapshotStore.quotaExceeded : cells.snapshotStore.refused),
    workbook: (message) => say(cells.workbook, { message: shown(message) }),

    cancelled: () => cells.cancelled,
    unexpected: (message) => say(cells.unexpected, { message: shown(message) }),
  };
}
