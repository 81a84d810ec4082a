import { MAX_BURST, MAX_RATE } from '../../../../office/settings';
import { t } from '../../../i18n/i18n';

/** The settings form's fields that can hold a mistake. */
export type SettingsField =
  'apiKey' | 'serviceUrl' | 'relayUrl' | 'relayToken' | 'rate' | 'burst' | 'snapshotMode' | 'snapshotMaxAgeHours';

/** The numbers of the form as typed. */
export interface TypedNumbers {
  readonly rate: string;
  readonly burst: string;
  /** The snapshots' age limit, in hours. */
  readonly snapshotMaxAgeHours: string;
}

/**
 * What is wrong with the typed numbers before they reach saveSettings, whose messages would show the
 * number they could not read as "NaN". The bounds are saveSettings' own (MAX_RATE, MAX_BURST), so that the
 * form refuses exactly what Save would. The rest (URL, key) is checked by saveSettings itself.
 */
export function settingsProblems(typed: TypedNumbers): Partial<Record<SettingsField, string>> {
  const problems: Partial<Record<SettingsField, string>> = {};
  if (!isAbove(typed.rate, 0) || Number(typed.rate) > MAX_RATE)
    problems.rate = t('settings.rateProblem', { max: MAX_RATE });
  const burstValue = Number(typed.burst);
  if (typed.burst.trim() === '' || !Number.isInteger(burstValue) || burstValue < 1 || burstValue > MAX_BURST) {
    problems.burst = t('settings.burstProblem', { max: MAX_BURST });
  }
  if (!isAbove(typed.snapshotMaxAgeHours, 0)) problems.snapshotMaxAgeHours = t('settings.snapshots.maxAgeProblem');
  return problems;
}

/** Whether the text is a finite number above `limit` (an empty box is not 0). */
function isAbove(text: string, limit: number): boolean {
  const value = Number(text);
  return text.trim() !== '' && Number.isFinite(value) && value > limit;
}
