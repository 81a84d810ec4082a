import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientSnapshots, KeptSnapshot } from '../../../core';
import { currentClient } from '../../../office/runtime';
import { useFormStyles } from '../../components/formStyles';
import { StatusMessage, type StatusMessageContent } from '../../components/StatusMessage';
import { describeError } from '../../wording/describeError';
import { recordError } from '../../../office/errorLog';
import { emptySnapshotsText, notDoneText, refreshedText, snapshotName } from './wording/snapshotDescription';
import { usePane } from '../../PaneContext';
import { KeptSnapshotItem } from './KeptSnapshotItem';

const useStyles = makeStyles({
  note: { margin: 0, color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
});

/** What the list asks of a client's snapshots. */
export type SnapshotsApi = Pick<ClientSnapshots, 'mode' | 'list' | 'refresh' | 'delete'>;

/** The snapshots of the runtime's one client: the ones custom functions and the pane's jobs use. */
async function runtimeSnapshots(): Promise<SnapshotsApi> {
  return (await currentClient()).client.snapshots;
}

export interface KeptSnapshotsListProps {
  /** Where the snapshots are asked for: the runtime's client unless told (tests). */
  readonly snapshots?: () => Promise<SnapshotsApi>;
}

type Busy = { readonly key: string; readonly action: 'refresh' | 'delete' };
/** Done, cancelled by the user (info, not a failure), or failed. */
type Message = StatusMessageContent & { readonly intent: 'success' | 'info' | 'error' };

const keyOf = (snapshot: KeptSnapshot): string => `${snapshot.service}\n${snapshot.category}/${snapshot.lang}`;

/**
 * The category snapshots PartSpec keeps (in the browser's storage, for this user), newest first, each to
 * download again or delete: those of the connection in use, then, under their own heading, those kept for
 * other connections (a change of connection deletes none: each is used again when its connection is). Read
 * again when it comes into view and when Settings are saved, since the connection, mode and age limit decide
 * what the client uses and what is stale.
 */
export function KeptSnapshotsList({ snapshots = runtimeSnapshots }: KeptSnapshotsListProps) {
  const form = useFormStyles();
  const styles = useStyles();
  const { t } = useTranslation();
  const { settings } = usePane();
  const headingId = useId();
  const othersId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const section = useRef<HTMLElement>(null);
  const download = useRef<AbortController | undefined>(undefined);
  const [kept, setKept] = useState<{ readonly mode: SnapshotsApi['mode']; readonly list: KeptSnapshot[] }>();
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState<Busy | undefined>();
  const [message, setMessage] = useState<Message | undefined>();

  const load = useCallback(async () => {
    try {
      const api = await snapshots();
      setKept({ mode: api.mode, list: await api.list() });
      setProblem(undefined);
    } catch (error) {
      recordError(error, 'pane');
      setProblem(describeError(error, { inSettings: true }));
    }
  }, [snapshots]);

  // Saved settings make a new client (another mode, another age limit): list again.
  useEffect(() => {
    void load();
  }, [load, settings]);

  // Every view stays mounted (PaneLayout): list again whenever the list comes into view (its tab shown, or
  // scrolled to), since a job in another view (a whole category downloaded) or a sheet's lookups may have
  // kept a snapshot meanwhile.
  useEffect(() => {
    const element = section.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void load();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [load]);

  // A download still running when the pane goes is not wanted any more.
  useEffect(() => () => download.current?.abort(), []);

  const act = async (snapshot: KeptSnapshot, action: Busy['action']): Promise<void> => {
    const controller = new AbortController();
    download.current = controller;
    setBusy({ key: keyOf(snapshot), action });
    setMessage(undefined);
    try {
      const api = await snapshots();
      if (action === 'refresh') {
        const fresh = await api.refresh(snapshot.category, { lang: snapshot.lang, signal: controller.signal });
        setMessage({ intent: 'success', text: refreshedText(fresh) });
      } else {
        await api.delete(snapshot.category, { lang: snapshot.lang, service: snapshot.service });
        setMessage({ intent: 'success', text: t('settings.snapshots.deleted', { name: snapshotName(snapshot) }) });
        // Its row and buttons are gone: the focus goes back to the list's heading rather than to the page.
        heading.current?.focus();
      }
    } catch (error) {
      // Cancelled by the user: said, but not as a failure.
      setMessage({ intent: controller.signal.aborted ? 'info' : 'error', text: notDoneText(action, snapshot, error) });
    } finally {
      download.current = undefined;
      setBusy(undefined);
      await load();
    }
  };

  const empty = kept?.list.length === 0;
  const mine = kept?.list.filter((snapshot) => snapshot.inUse) ?? [];
  const others = kept?.list.filter((snapshot) => !snapshot.inUse) ?? [];
  const item = (snapshot: KeptSnapshot) => (
    <KeptSnapshotItem
      key={keyOf(snapshot)}
      snapshot={snapshot}
      busy={busy?.key === keyOf(snapshot) ? busy.action : undefined}
      waiting={busy !== undefined && busy.key !== keyOf(snapshot)}
      onRefresh={() => void act(snapshot, 'refresh')}
      onDelete={() => void act(snapshot, 'delete')}
      onCancel={() => download.current?.abort()}
    />
  );
  return (
    <section ref={section} className={form.form} aria-labelledby={headingId}>
      <Text as="h3" id={headingId} ref={heading} tabIndex={-1} weight="semibold" className={form.heading}>
        {t('settings.snapshots.kept')}
      </Text>
      {problem && <p className={styles.note}>{problem}</p>}
      {kept && empty && <p className={styles.note}>{emptySnapshotsText(kept.mode, settings.snapshotMode)}</p>}
      {kept && !empty && mine.length === 0 && <p className={styles.note}>{t('settings.snapshots.noneForThis')}</p>}
      {mine.length > 0 && (
        <ul className={form.cardList} aria-labelledby={headingId}>
          {mine.map(item)}
        </ul>
      )}
      {others.length > 0 && (
        <>
          <Text as="h4" id={othersId} weight="semibold" className={form.heading}>
            {t('settings.snapshots.otherConnections')}
          </Text>
          <ul className={form.cardList} aria-labelledby={othersId}>
            {others.map(item)}
          </ul>
        </>
      )}
      <StatusMessage message={message} />
    </section>
  );
}
