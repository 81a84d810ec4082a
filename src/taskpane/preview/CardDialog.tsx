import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { CardValue } from './formulas/calculatedValue';
import { cardSections } from './formulas/cardText';
import { PaneDialog } from '../components/PaneDialog';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: '2px', marginBottom: tokens.spacingVerticalM },
  list: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
    gap: `2px ${tokens.spacingHorizontalM}`,
    margin: 0,
  },
  name: { color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
  value: { margin: 0, overflowWrap: 'anywhere' },
  provider: { color: tokens.colorNeutralForeground3 },
});

export interface CardDialogProps {
  /** The card to show; undefined: the dialog is closed. */
  readonly card: CardValue | undefined;
  readonly onClose: () => void;
}

/**
 * A PART.CARD card's properties, as Excel's card shows them: its sections and each property's value. Every
 * text is the service's data, shown as text, never as markup.
 */
export function CardDialog({ card, onClose }: CardDialogProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <PaneDialog
      open={card !== undefined}
      onDismiss={onClose}
      label={card ? t('preview.formulas.cardLabel', { partno: card.text }) : undefined}
      title={card?.text}
      actions={
        <Button appearance="primary" onClick={onClose}>
          {t('preview.formulas.close')}
        </Button>
      }
    >
      {card && (
        <>
          {cardSections(card).map((section, index) => (
            <section key={index} className={styles.section} aria-label={section.title || undefined}>
              {section.title && <Text weight="semibold">{section.title}</Text>}
              <dl className={styles.list}>
                {section.rows.map((row) => (
                  <div key={row.name} style={{ display: 'contents' }}>
                    <dt className={styles.name}>{row.name}</dt>
                    <dd className={styles.value}>{row.text}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
          {card.provider?.description && (
            <Text size={200} className={styles.provider}>
              {card.provider.description}
            </Text>
          )}
        </>
      )}
    </PaneDialog>
  );
}
