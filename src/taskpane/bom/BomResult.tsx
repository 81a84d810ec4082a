import {
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import type { RefreshBomOutcome } from '../jobs/refreshBom';
import { count as formatCount } from '../jobs/jobText';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  count: { textAlign: 'right', width: '30%' },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL, maxHeight: '240px', overflowY: 'auto' },
  part: { overflowWrap: 'anywhere', fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
});

/** After a refresh: how many parts have each status, and which part numbers the service does not know. */
export function BomResult({ outcome }: { readonly outcome: RefreshBomOutcome }) {
  const styles = useStyles();
  const { counts, notFound } = outcome;
  const rows = [
    ...counts.statuses.map((entry) => ({ key: entry.english, label: entry.status, count: entry.count })),
    ...(counts.other > 0 ? [{ key: 'other', label: 'Without a single status', count: counts.other }] : []),
    { key: 'notFound', label: 'Not found', count: counts.notFound },
  ];
  return (
    <section className={styles.root} aria-label="BOM refresh result">
      <Table size="extra-small" aria-label="Parts per status">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Status</TableHeaderCell>
            <TableHeaderCell className={styles.count}>Parts</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              <TableCell>{row.label}</TableCell>
              <TableCell className={styles.count}>{formatCount(row.count)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {notFound.length > 0 && (
        <>
          <Text weight="semibold" id="partspec-bom-not-found">
            Part numbers not found ({formatCount(notFound.length)})
          </Text>
          <ul className={styles.list} aria-labelledby="partspec-bom-not-found">
            {notFound.map((partno) => (
              <li key={partno} className={styles.part}>
                {partno}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
