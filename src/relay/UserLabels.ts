import type { EntrySeal } from './state/EntrySeal';

/**
 * How /metrics names a user when it counts per user (metricsPerUser): `user-` and 16 hex digits of a MAC of
 * the name under the relays' key (EntrySeal), the same on every instance with the same service key, and not
 * a hash anyone can make from a list of likely names (e-mail addresses) to learn who is who.
 */
export class UserLabels {
  private readonly labels = new Map<string, string>();

  constructor(private readonly seal: EntrySeal) {}

  of(user: string): string {
    let label = this.labels.get(user);
    if (label === undefined) {
      label = `user-${this.seal.mac('metrics user', user).toString('hex').slice(0, 16)}`;
      // Users come and go: the names are kept only while there are few.
      if (this.labels.size >= 10_000) this.labels.clear();
      this.labels.set(user, label);
    }
    return label;
  }
}
