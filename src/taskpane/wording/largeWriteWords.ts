import { t } from '../i18n/i18n';
import type { LargeWriteQuestion } from '../logic/largeWrite';
import { sentences } from './failureWords/text';
import { localDateTime } from '../logic/localDateTime';

/**
 * The large-write question as the dialog asks it: how many rows (about so many, when a kept snapshot
 * counted them before the download), why it asks, and what else can be done in the view the job came from.
 */
export function largeWriteQuestionText(question: LargeWriteQuestion): string {
  const count =
    question.snapshotIssuedAt === undefined
      ? t('components.confirmLarge.description', { count: question.rows })
      : t('components.confirmLarge.about', {
          count: question.rows,
          date: localDateTime(new Date(question.snapshotIssuedAt)),
        });
  return sentences(count, t(`components.confirmLarge.advice.${question.job}`));
}
