import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { missingRequirements, type RequirementId } from '../../office/requirements';
import { usePane } from '../PaneContext';

/** The pane's words for each requirement set requirements.ts marks `visible`. */
const WORDS = {
  excelApi1_9: 'settings.requirements.excelApi1_9',
  cfRuntime1_4: 'settings.requirements.cfRuntime1_4',
} as const satisfies Partial<Record<RequirementId, string>>;

const isWorded = (id: RequirementId): id is keyof typeof WORDS => id in WORDS;

/**
 * Above the views, in an Excel that lacks a requirement set whose absence the user would notice (PART.CARD
 * without data types): what works otherwise, and where the details are. Once per pane; dismissed, it stays
 * gone until the pane is opened again.
 */
export function RequirementsNotice() {
  const { t } = useTranslation();
  const { host } = usePane();
  const [dismissed, setDismissed] = useState(false);
  const missing = useMemo(() => (host.kind === 'excel' ? missingRequirements() : []), [host.kind]);
  if (dismissed || missing.length === 0) return null;
  return (
    <MessageBar intent="info" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{t('settings.requirements.title')}</MessageBarTitle>
        {missing.map((requirement) => (
          // A set with no words of the pane's own yet says it in requirements.ts's English.
          <span key={requirement.id}> {isWorded(requirement.id) ? t(WORDS[requirement.id]) : requirement.without}</span>
        ))}{' '}
        {t('settings.requirements.details')}
      </MessageBarBody>
      <MessageBarActions
        containerAction={
          <Button
            appearance="transparent"
            aria-label={t('settings.requirements.dismiss')}
            icon={<DismissRegular />}
            onClick={() => setDismissed(true)}
          />
        }
      />
    </MessageBar>
  );
}
