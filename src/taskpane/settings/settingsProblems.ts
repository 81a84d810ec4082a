import { t } from '../i18n/i18n';

/** The settings form's fields that can hold a mistake. */
export type SettingsField = 'apiKey' | 'serviceUrl' | 'rate' | 'burst';

/**
 * What is wrong with the typed limits before they reach saveSettings, whose messages would show the
 * number they could not read as "NaN". The rest (URL, key) is checked by saveSettings itself.
 */
export function settingsProblems(rate: string, burst: string): Partial<Record<SettingsField, string>> {
  const problems: Partial<Record<SettingsField, string>> = {};
  const rateValue = Number(rate);
  if (rate.trim() === '' || !Number.isFinite(rateValue) || rateValue <= 0) {
    problems.rate = t('settings.rateProblem');
  }
  const burstValue = Number(burst);
  if (burst.trim() === '' || !Number.isInteger(burstValue) || burstValue < 1) {
    problems.burst = t('settings.burstProblem');
  }
  return problems;
}
