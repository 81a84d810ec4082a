import type { SettingsError } from '../../../office/settings';
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

export function settingsWords(error: SettingsError): string {
  const problem = ((): string => {
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
      default:
        return t('errors.settings.unusable', { setting: settingName(error.setting) });
    }
  })();
  return t('errors.settings.notSaved', { problem });
}

/** A setting as the messages name it: `API key`, `request rate`. */
function settingName(setting: string): string {
  switch (setting) {
    case 'apiKey':
    case 'serviceUrl':
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
