import { Button } from '@fluentui/react-components';
import { ArrowSyncRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { CheckboxGroup } from '../components/CheckboxGroup';
import { useFormStyles } from '../components/formStyles';
import { refreshBom, type RefreshBomOutcome } from '../jobs/refreshBom';
import { DEFAULT_BOM_COLUMNS } from '../logic/bomLayout';
import { usePane } from '../PaneContext';
import { BOM_COLUMN_CHOICES } from './bomColumns';
import { BomResult } from './BomResult';

/** Lifecycle columns for a BOM's part numbers, refreshed in place, with the parts at risk marked. */
export function BomView() {
  const styles = useFormStyles();
  const { settings, runner, startJob } = usePane();
  const [columns, setColumns] = useState<string[]>([...DEFAULT_BOM_COLUMNS]);
  const [outcome, setOutcome] = useState<RefreshBomOutcome | undefined>();

  const refresh = async (): Promise<void> => {
    setOutcome(undefined);
    const result = await startJob(settings.lang, (context) => refreshBom(context, { columns }));
    if (result?.status === 'done') setOutcome(result);
  };

  return (
    <div className={styles.form}>
      <p className={styles.intro}>
        Select the cells with the part numbers, or their whole column, with the column&apos;s header (such as
        &ldquo;Part number&rdquo;) above them. The columns below are filled in to the right, or refreshed where the
        header already names them, and parts at risk are marked.
      </p>
      <CheckboxGroup label="Columns to add" options={BOM_COLUMN_CHOICES} checked={columns} onChange={setColumns} />
      <div className={styles.buttons}>
        <Button
          appearance="primary"
          icon={<ArrowSyncRegular />}
          disabled={runner.running || columns.length === 0}
          onClick={() => void refresh()}
        >
          Refresh BOM
        </Button>
      </div>
      {outcome && <BomResult outcome={outcome} />}
    </div>
  );
}
