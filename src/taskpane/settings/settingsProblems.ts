import { t } from '../i18n/i18n';

/**
 * Most requests per second a key is set to: the spec's default is 10 a second; a rate far above what any
 * service allows (99,999,999) is a typo, and would only meet 429s.
 */
export const MAX_RATE = 1000;

/** The settings form's fields that can hold a mistake. */
export type SettingsField = 'apiKey' | 'serviceUrl' | 'rate' | 'burst' | 'snapshotMode' | 'snapshotMaxAgeHours';

/** The numbers of the form as typed. */
export interface TypedNumbers {
  readonly rate: string;
  readonly burst: string;
  /** The snapshots' age limit, in hours. */
  readonly snapshotMaxAgeHours: string;
}

/**
 * What is wrong with the typed numbers before they reach saveSettings, whose messages would show the
 * number they could not read as "NaN". The rest (URL, key) is checked by saveSettings itself.
 */
export function settingsProblems(typed: TypedNumbers): Partial<Record<SettingsField, string>> {
  const problems: Partial<Record<SettingsField, string>> = {};
  if (!isAbove(typed.rate, 0) || Number(typed.rate) > MAX_RATE)
    problems.rate = t('settings.rateProblem', { max: MAX_RATE });
  const burstValue = Number(typed.burst);
  if (typed.burst.trim() === '' || !Number.isInteger(burstValue) || burstValue < 1) {
    problems.burst = t('settings.burstProblem');
  }
  if (!isAbove(typed.snapshotMaxAgeHours, 0)) problems.snapshotMaxAgeHours = t('settings.snapshots.maxAgeProblem');
  return problems;
}

/** Whether the text is a finite number above `limit` (an empty box is not 0). */
function isAbove(text: string, limit: number): boolean {
  const value = Number(text);
  return text.trim() !== '' && Number.isFinite(value) && value > limit;
}
