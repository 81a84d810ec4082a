import { makeStyles, tokens } from '@fluentui/react-components';

/** The views' shared layout: fields stacked with even gaps, buttons in a row that wraps at 320 px. */
export const useFormStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  intro: { margin: 0, color: tokens.colorNeutralForeground2 },
  heading: { margin: 0 },
});
