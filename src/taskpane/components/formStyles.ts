import { makeStyles, tokens } from '@fluentui/react-components';

/** The views' shared layout: fields stacked with even gaps, buttons in a row that wraps at 320 px. */
export const useFormStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  intro: { margin: 0, color: tokens.colorNeutralForeground2 },
  heading: { margin: 0 },
  // A fieldset of several controls under one name, its legend looking like a Fluent Field label (which a
  // legend cannot be): a screen reader names the group with each control.
  group: { border: 'none', margin: 0, padding: 0, minWidth: 0 },
  legend: {
    padding: 0,
    marginBottom: tokens.spacingVerticalXXS,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    color: tokens.colorNeutralForeground1,
  },
  // A list of framed items, one per thing the user can act on (tables, snapshots): no bullets, even gaps.
  cardList: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    minWidth: 0,
  },
});
