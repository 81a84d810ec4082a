import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';

/** Says where the pane is running when it is not in Excel, and how to get it there. */
export function PreviewBanner() {
  return (
    <MessageBar intent="info" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>Preview mode</MessageBarTitle> Not running in Excel: PartSpec works against the service in
        Settings (the reference service unless you change it) and the workbook below, which lives in this page only.
        Paste part numbers into it to try a BOM refresh. To work on your own workbooks, open PartSpec in Excel (Home
        &gt; Add-ins).
      </MessageBarBody>
    </MessageBar>
  );
}
