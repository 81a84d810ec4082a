import type { SnapshotInfo, SnapshotKey, StoredSnapshot } from './Snapshot';
import type { SnapshotStore } from './SnapshotStore';

/** A SnapshotStore in memory: for Node, tests and benchmarks. Two clients given the same store share it. */
export function memorySnapshotStore(): SnapshotStore {
  const kept = new Map<string, StoredSnapshot>();
  return {
    list: async () => [...kept.values()].map(infoOf),
    load: async (key) => kept.get(keyText(key)),
    save: async (snapshot) => {
      kept.set(keyText(snapshot), snapshot);
    },
    delete: async (key) => {
      kept.delete(keyText(key));
    },
  };
}

/** A key as one text, for maps. */
export function keyText({ service, category, lang }: SnapshotKey): string {
  return `${service}\n${category}\n${lang}`;
}

/** A snapshot's facts without its products. */
export function infoOf(snapshot: SnapshotInfo): SnapshotInfo {
  const { service, category, lang, issuedAt, productCount, bytes, checksum } = snapshot;
  return { service, category, lang, issuedAt, productCount, bytes, checksum };
}
