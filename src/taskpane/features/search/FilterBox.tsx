import { Button, Field, makeStyles, Text, Textarea, tokens } from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { t } from '../../i18n/i18n';
import { describeError } from '../../wording/describeError';
import type { FilterText } from './logic/rowsToFilter';

const useStyles = makeStyles({
  box: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
  line: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  order: { fontFamily: tokens.fontFamilyMonospace, overflowWrap: 'anywhere' },
});

/**
 * The exact $filter the service will get, live as the conditions change and read-only: to learn the
 * syntax, to paste into =PART.FINDPARTS(), or to send to support. Copying falls back to a message when the
 * browser refuses the clipboard (Excel on the web can).
 */
export function FilterBox({ text, incomplete }: { readonly text: FilterText; readonly incomplete: number }) {
  const styles = useStyles();
  // Subscribes the box to the display language (its texts come from t).
  useTranslation();
  const box = useRef<HTMLTextAreaElement>(null);
  // What became of the last copy, worded when shown: the display language may change meanwhile.
  const [copied, setCopied] = useState<'copied' | 'copyRefused' | undefined>();
  const filter = 'filter' in text ? text.filter : '';
  // "Copied" is about the filter that was copied, not a changed one.
  useEffect(() => setCopied(undefined), [filter]);

  const copy = async (): Promise<void> => {
    try {
      await navigator.clipboard.writeText(filter);
      setCopied('copied');
    } catch {
      box.current?.focus();
      box.current?.select();
      setCopied('copyRefused');
    }
  };

  return (
    <>
      <Field
        label={t('search.filter.label')}
        validationMessage={'problem' in text ? describeError(text.problem) : undefined}
        hint={hint(filter, 'filter' in text, incomplete)}
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
          {t('search.filter.sortedBy')} <span className={styles.order}>{text.orderby}</span>
        </Text>
      )}
      <div className={styles.line}>
        <Button size="small" icon={<CopyRegular />} disabled={filter === ''} onClick={() => void copy()}>
          {t('search.filter.copy')}
        </Button>
        <Text size={200} role="status" aria-live="polite">
          {copied && t(`search.filter.${copied}`)}
        </Text>
      </div>
    </>
  );
}

/**
 * What the box says beside the filter: a condition left out because it is incomplete or wrong must not
 * pass for "no conditions", or a user would search everything believing they had narrowed it.
 */
function hint(filter: string, valid: boolean, incomplete: number): string | undefined {
  if (!valid) return undefined;
  if (incomplete > 0) return t('search.filter.incomplete', { count: incomplete });
  return filter === '' ? t('search.filter.everything') : undefined;
}
