import { makeStyles, MessageBar, MessageBarBody, type MessageBarIntent, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  // Service text can be long unbroken part numbers or URLs: wrap them rather than widen the pane.
  bar: { overflowWrap: 'anywhere' },
  note: { margin: 0, color: tokens.colorNeutralForeground2 },
});

/** How an action ended, in words for the user. */
export interface StatusMessageContent {
  readonly intent: MessageBarIntent;
  /** Shown as text, never as markup: it may come from the service or the browser. */
  readonly text: string;
}

export interface StatusMessageProps {
  /** The outcome to say; while undefined the live region stays, empty, so the next one is announced. */
  readonly message: StatusMessageContent | undefined;
  /**
   * `bar`: a MessageBar coloured by the intent, for an outcome the user acted for (saved, downloaded, failed).
   * `note`: a quiet line of text, in no intent's colour, for a by-the-way (copied to the clipboard, or how
   * to copy by hand).
   * @default 'bar'
   */
  readonly appearance?: 'bar' | 'note';
}

/**
 * How the last action in a section ended, in a polite live region: a screen reader hears it without the
 * focus moving. The region is always there, because one added together with its text is often not read.
 */
export function StatusMessage({ message, appearance = 'bar' }: StatusMessageProps) {
  const styles = useStyles();
  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      {message &&
        (appearance === 'note' ? (
          <p className={styles.note}>{message.text}</p>
        ) : (
          <MessageBar intent={message.intent} layout="multiline">
            <MessageBarBody className={styles.bar}>{message.text}</MessageBarBody>
          </MessageBar>
        ))}
    </div>
  );
}
