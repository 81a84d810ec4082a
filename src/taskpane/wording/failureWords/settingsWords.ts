import { MAX_BURST, MAX_RATE, type SettingsError } from '../../../office/settings';
import { t } from '../../i18n/i18n';
import { shown } from './text';

// The pane's words for a setting that cannot be used: which, what was given, what it must be.

/** The problems worded on their own, and with what was given (their `…Given` text). */
type WordedProblem =
  | 'notWebAddress'
  | 'credentialsInAddress'
  | 'queryInAddress'
  | 'unknownLanguage'
  | 'rateNotPositive'
  | 'burstNotWhole'
  | 'unknownSnapshotMode'
  | 'ageNotPositive';

function worded(problem: WordedProblem, given: string | undefined): string {
  return given === undefined ? t(`errors.settings.${problem}`) : t(`errors.settings.${problem}Given`, { given });
}

/** The problems of a number above its bound, worded with the bound. */
type AboveBound = 'rateTooHigh' | 'burstTooLarge';

const BOUNDS: Readonly<Record<AboveBound, number>> = { rateTooHigh: MAX_RATE, burstTooLarge: MAX_BURST };

function wordedAbove(problem: AboveBound, given: string | undefined): string {
  const max = BOUNDS[problem];
  return given === undefined
    ? t(`errors.settings.${problem}`, { max })
    : t(`errors.settings.${problem}Given`, { max, given });
}

/**
 * What is wrong with the setting and what to enter instead, as one clause of the display language: for the
 * message under the setting's own field, and inside settingsWords.
 */
function problemClause(error: SettingsError): string {
  if (error.setting === 'relayUrl') {
    // The relay's address has the same checks as the service's, worded for its own box.
    if (error.problem === 'relayUrlMissing') return t('errors.settings.relayUrlMissing');
    return error.given === undefined
      ? t('errors.settings.relayUrl')
      : t('errors.settings.relayUrlGiven', { given: shown(error.given) });
  }
  switch (error.problem) {
    case 'credentialsInAddress':
    case 'queryInAddress':
      // The address as given (its credentials already left out): cut short, it would hide what to remove.
      return worded(error.problem, error.given);
    case 'notWebAddress':
    case 'unknownLanguage':
    case 'rateNotPositive':
    case 'burstNotWhole':
    case 'unknownSnapshotMode':
    case 'ageNotPositive':
      return worded(error.problem, error.given === undefined ? undefined : shown(error.given));
    case 'rateTooHigh':
    case 'burstTooLarge':
      return wordedAbove(error.problem, error.given === undefined ? undefined : shown(error.given));
    default:
      return t('errors.settings.unusable', { setting: settingName(error.setting) });
  }
}

/** The words for a SettingsError wherever it is shown: nothing was saved, and why. */
export function settingsWords(error: SettingsError): string {
  return t('errors.settings.notSaved', { problem: problemClause(error) });
}

/**
 * The words under the field of the setting at fault: what is wrong and what to enter, in the display language
 * and from the error's fields (never its English message). Not "not saved": Test connection refuses the same.
 */
export function settingFieldWords(error: SettingsError): string {
  return t('errors.settings.underField', { problem: problemClause(error) });
}

/** A setting as the messages name it: `API key`, `request rate`. */
function settingName(setting: string): string {
  switch (setting) {
    case 'connection':
    case 'apiKey':
    case 'serviceUrl':
    case 'relayToken':
    case 'lang':
    case 'ratePerSecond':
    case 'burst':
    case 'snapshotMode':
    case 'snapshotMaxAgeHours':
      return t(`errors.settings.names.${setting}`);
    default:
      return t('errors.settings.names.other');
  }
}
