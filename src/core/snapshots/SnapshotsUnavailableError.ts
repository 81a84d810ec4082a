import { isPartSpecErrorNamed, PartSpecError } from '../errors';

/**
 * Why no snapshot can be kept or refreshed here:
 * - `noWebCrypto`: snapshots are checked by SHA-256 through WebCrypto, which a page served over plain http
 *   (other than localhost) does not have.
 * - `off`: the client was made without a snapshot store.
 */
export type SnapshotsUnavailableReason = 'noWebCrypto' | 'off';

const SENTENCES: Readonly<Record<SnapshotsUnavailableReason, string>> = {
  noWebCrypto:
    'Snapshots need the browser\u2019s WebCrypto, which pages served over plain http do not have: serve PartSpec over https.',
  off: 'Snapshots are off for this client: give createClient a snapshots store.',
};

/** Snapshots cannot be kept or refreshed in this runtime or by this client; the service answers instead. */
export class SnapshotsUnavailableError extends PartSpecError {
  override readonly name = 'SnapshotsUnavailableError';
  readonly reason: SnapshotsUnavailableReason;

  constructor(reason: SnapshotsUnavailableReason) {
    super(SENTENCES[reason]);
    this.reason = reason;
  }
}

export const isSnapshotsUnavailableError = (value: unknown): value is SnapshotsUnavailableError =>
  isPartSpecErrorNamed<SnapshotsUnavailableError>(value, 'SnapshotsUnavailableError');
