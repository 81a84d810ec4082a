import type { RelayMetrics } from '../RelayMetrics';
import type { RelayState } from '../state/RelayState';
import type { KeptCodec } from './KeptCodec';
import type { ClaimedFlights } from './ClaimedFlights';

/**
 * What every kind of kept answer (part numbers, searches, download addresses, category files) is kept with:
 * one single flight across instances, the shared state, the codec that seals what is kept, the metrics, and
 * the age limit. The relay makes one and gives it to each.
 */
export interface AnswerKeeping {
  readonly flights: ClaimedFlights;
  readonly state: RelayState;
  readonly codec: KeptCodec;
  readonly metrics: RelayMetrics;
  readonly maxAgeMs: number;
}
