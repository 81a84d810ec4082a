import { makeStyles, mergeClasses, Select, type SelectProps } from '@fluentui/react-components';

const useStyles = makeStyles({
  // A native select is as wide as its longest option unless told otherwise: in a 320 px pane, item names
  // such as TemperatureCharacteristicsCompliedStandard would push the pane sideways.
  root: { minWidth: 0 },
  select: { minWidth: 0, textOverflow: 'ellipsis' },
});

/** Fluent's Select, shrinking to the pane's width. */
export function PaneSelect({ className, ...props }: SelectProps) {
  const styles = useStyles();
  return <Select {...props} className={mergeClasses(styles.root, className)} select={{ className: styles.select }} />;
}
