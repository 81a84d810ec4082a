import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

/** Says where the pane is running when it is not in Excel, and how to get it there. */
export function PreviewBanner() {
  const { t } = useTranslation();
  return (
    <MessageBar intent="info" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{t('preview.banner.title')}</MessageBarTitle> {t('preview.banner.body')}
      </MessageBarBody>
    </MessageBar>
  );
}
