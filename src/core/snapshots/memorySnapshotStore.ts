import type { BottomCategory, Language } from '../catalog';
import type { Snapshot, SnapshotInfo } from './Snapshot';
import type { SnapshotStore } from './SnapshotStore';

/** A SnapshotStore in memory: for Node, tests and benchmarks. Two clients given the same store share it. */
export function memorySnapshotStore(): SnapshotStore {
  const kept = new Map<string, Snapshot>();
  const key = (category: BottomCategory, lang: Language): string => `${category}\n${lang}`;
  return {
    list: async () => [...kept.values()].map(infoOf),
    load: async (category, lang) => kept.get(key(category, lang)),
    save: async (snapshot) => {
      kept.set(key(snapshot.category, snapshot.lang), snapshot);
    },
    delete: async (category, lang) => {
      kept.delete(key(category, lang));
    },
  };
}

/** A snapshot's facts without its products. */
export function infoOf(snapshot: SnapshotInfo): SnapshotInfo {
  const { category, lang, issuedAt, productCount, bytes } = snapshot;
  return { category, lang, issuedAt, productCount, bytes };
}
