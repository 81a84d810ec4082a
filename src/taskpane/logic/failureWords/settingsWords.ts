import type { SettingsError } from '../../../office/settings';
import { t } from '../../i18n/i18n';
import { shown } from './text';

// The pane's words for a setting that cannot be used: which, what was given, what it must be.

export function settingsWords(error: SettingsError): string {
  const given = error.given === undefined ? undefined : shown(error.given);
  const problem = ((): string => {
    switch (error.problem) {
      case 'notWebAddress':
        return given === undefined
          ? t('errors.settings.notWebAddress')
          : t('errors.settings.notWebAddressGiven', { given });
      case 'credentialsInAddress':
        return error.given === undefined
          ? t('errors.settings.credentialsInAddress')
          : t('errors.settings.credentialsInAddressGiven', { given: error.given });
      case 'queryInAddress':
        return error.given === undefined
          ? t('errors.settings.queryInAddress')
          : t('errors.settings.queryInAddressGiven', { given: error.given });
      case 'unknownLanguage':
        return given === undefined
          ? t('errors.settings.unknownLanguage')
          : t('errors.settings.unknownLanguageGiven', { given });
      case 'rateNotPositive':
        return given === undefined
          ? t('errors.settings.rateNotPositive')
          : t('errors.settings.rateNotPositiveGiven', { given });
      case 'burstNotWhole':
        return given === undefined
          ? t('errors.settings.burstNotWhole')
          : t('errors.settings.burstNotWholeGiven', { given });
      case 'unknownSnapshotMode':
        return given === undefined
          ? t('errors.settings.unknownSnapshotMode')
          : t('errors.settings.unknownSnapshotModeGiven', { given });
      case 'ageNotPositive':
        return given === undefined
          ? t('errors.settings.ageNotPositive')
          : t('errors.settings.ageNotPositiveGiven', { given });
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
