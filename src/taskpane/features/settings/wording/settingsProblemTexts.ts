import { t } from '../../../i18n/i18n';
import type { NumberProblems, SettingsField } from '../logic/settingsProblems';

/** What the form says under each wrong number: what to enter, with its bound. */
export function settingsProblemTexts(problems: NumberProblems): Partial<Record<SettingsField, string>> {
  const texts: Partial<Record<SettingsField, string>> = {};
  if (problems.rate) texts.rate = t('settings.rateProblem', { max: problems.rate.max });
  if (problems.burst) texts.burst = t('settings.burstProblem', { max: problems.burst.max });
  if (problems.snapshotMaxAgeHours) texts.snapshotMaxAgeHours = t('settings.snapshots.maxAgeProblem');
  return texts;
}
