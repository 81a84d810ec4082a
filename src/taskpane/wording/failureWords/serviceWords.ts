import { waitText, type NetworkError, type TimeoutError, type UrlTooLongError } from '../../../core';
import { t } from '../../i18n/i18n';
import type { Place } from './text';

// The pane's words for failures to reach the service or to get its answer in time, and for requests too long.

/** `Could not reach the service at https://…` and, when there was more than one, how many attempts. */
function networkStart(error: NetworkError): string {
  return error.attempts > 1
    ? t('errors.network.startAfter', { origin: error.origin, attempts: error.attempts })
    : t('errors.network.start', { origin: error.origin });
}

/** The origin of the pane's page (the add-in's server, with its relay), where there is a page. */
function pageOrigin(): string | undefined {
  // This file is also compiled without the DOM library (the functions' and tests' tsconfig).
  return (globalThis as { location?: { readonly origin?: string } }).location?.origin;
}

export function networkWords(error: NetworkError, where: Place): string {
  const start = networkStart(error);
  if (error.browserGaveNoReason) {
    // The page's own origin is the add-in's server and its relay: no CORS there, so it did not answer.
    if (error.origin === pageOrigin()) return t('errors.network.relayNoReason', { start });
    // The browser says "Failed to fetch" for a refused CORS request as for an address that does not
    // answer; a pane on another origin than the service meets the first, since the service sends no CORS headers.
    return t('errors.network.noReason', { start, ...where });
  }
  // The reason is core's (failureReason): a clause in English, with nothing else to word it from.
  return error.reason
    ? t('errors.network.failedBecause', { start, reason: error.reason, ...where })
    : t('errors.network.failed', { start, ...where });
}

export function timeoutWords(error: TimeoutError, where: Place): string {
  const attemptsNote = error.attempts === 1 ? '' : t('errors.timeout.attempts', { attempts: error.attempts });
  const values = { time: waitText(error.timeoutMs), attemptsNote };
  switch (error.subject) {
    case 'fileIdle':
      return t('errors.timeout.fileIdle', values);
    case 'fileDeadline':
      return t('errors.timeout.fileDeadline', values);
    default:
      return t('errors.timeout.answer', { ...values, ...where });
  }
}

export function urlTooLongWords(error: UrlTooLongError): string {
  const { length, limit } = error;
  if (error.sent) return t('errors.urlTooLong.sent', { length });
  return limit === undefined
    ? t('errors.urlTooLong.notSent', { length })
    : t('errors.urlTooLong.notSentLimit', { length, limit });
}
