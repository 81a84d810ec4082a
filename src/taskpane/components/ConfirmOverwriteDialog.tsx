import { Button } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { JobQuestion } from '../hooks/useConfirmOverwrite';
import { largeWriteQuestionText } from '../wording/largeWriteWords';
import { overwriteQuestionText } from '../wording/overwriteQuestionText';
import { PaneDialog } from './PaneDialog';

export interface ConfirmOverwriteDialogProps {
  /** The question to ask (worded here: "Sheet1!C2:F120 holds values. Replace them?"); undefined keeps the dialog closed. */
  readonly question: JobQuestion | undefined;
  readonly onAnswer: (yes: boolean) => void;
}

/**
 * Asks before a job writes over cells that hold something, or writes a very large table; closing it any
 * other way than the first button is "no": the cells are kept, nothing is written.
 */
export function ConfirmOverwriteDialog({ question, onAnswer }: ConfirmOverwriteDialogProps) {
  const { t } = useTranslation();
  const large = question?.kind === 'largeWrite';
  return (
    <PaneDialog
      modalType="alert"
      open={question !== undefined}
      onDismiss={() => onAnswer(false)}
      title={large ? t('components.confirmLarge.title') : t('components.confirmOverwrite.title')}
      actions={
        <>
          <Button appearance="primary" onClick={() => onAnswer(true)}>
            {large ? t('components.confirmLarge.write') : t('components.confirmOverwrite.replace')}
          </Button>
          <Button appearance="secondary" onClick={() => onAnswer(false)}>
            {large ? t('components.confirmLarge.dontWrite') : t('components.confirmOverwrite.keep')}
          </Button>
        </>
      }
    >
      {question?.kind === 'largeWrite'
        ? largeWriteQuestionText(question.largeWrite)
        : question && overwriteQuestionText(question.overwrite)}
    </PaneDialog>
  );
}
