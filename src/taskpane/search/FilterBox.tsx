import { Button, Field, makeStyles, Text, Textarea, tokens } from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState } from 'react';
import type { FilterText } from '../logic/conditionRows';

const useStyles = makeStyles({
  box: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
  line: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  order: { fontFamily: tokens.fontFamilyMonospace, overflowWrap: 'anywhere' },
});

/**
 * The exact $filter the service will get, live as the conditions change and read-only: to learn the
 * syntax, to paste into =PART.SEARCH(), or to send to support. Copying falls back to a message when the
 * browser refuses the clipboard (Excel on the web can).
 */
export function FilterBox({ text }: { readonly text: FilterText }) {
  const styles = useStyles();
  const box = useRef<HTMLTextAreaElement>(null);
  const [copied, setCopied] = useState<string | undefined>();
  const filter = 'filter' in text ? text.filter : '';
  // "Copied" is about the filter that was copied, not a changed one.
  useEffect(() => setCopied(undefined), [filter]);

  const copy = async (): Promise<void> => {
    try {
      await navigator.clipboard.writeText(filter);
      setCopied('Filter copied.');
    } catch {
      box.current?.focus();
      box.current?.select();
      setCopied('The browser did not allow copying: the filter is selected in the box, press Ctrl+C (⌘C on a Mac).');
    }
  };

  return (
    <>
      <Field
        label="Filter sent to the service"
        validationMessage={'problem' in text ? text.problem : undefined}
        hint={filter === '' && 'filter' in text ? 'No conditions: every product matches.' : undefined}
      >
        <Textarea
          ref={box}
          textarea={{ className: styles.box }}
          readOnly
          resize="vertical"
          value={filter}
          rows={Math.min(6, Math.max(2, Math.ceil(filter.length / 36)))}
        />
      </Field>
      {'orderby' in text && text.orderby !== '' && (
        <Text size={200}>
          Sorted by <span className={styles.order}>{text.orderby}</span>
        </Text>
      )}
      <div className={styles.line}>
        <Button size="small" icon={<CopyRegular />} disabled={filter === ''} onClick={() => void copy()}>
          Copy filter
        </Button>
        <Text size={200} role="status" aria-live="polite">
          {copied}
        </Text>
      </div>
    </>
  );
}
