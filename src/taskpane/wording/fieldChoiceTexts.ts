import { CATEGORY_COLUMN } from '../../core';
import { t } from '../i18n/i18n';
import type { ColumnsProblem, FieldChoice } from '../logic/fieldChoices';

/** The choices with the Category pseudo-column's meaning in the display language (the spec has none for it). */
export function describedChoices(choices: readonly FieldChoice[]): FieldChoice[] {
  return choices.map((choice) =>
    choice.name === CATEGORY_COLUMN ? { ...choice, description: t('search.columns.categoryDescription') } : choice,
  );
}

/** What the columns picker says when the chosen columns cannot go into the sheet; nothing when they can. */
export function columnsProblemText(problem: ColumnsProblem | undefined): string | undefined {
  switch (problem) {
    case 'noneChosen':
      return t('search.columns.noneChosen');
    case undefined:
      return undefined;
  }
}
