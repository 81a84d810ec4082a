import { Counter, Gauge, Histogram, Registry } from 'prom-client';

export interface RelayMetricsOptions {
  /** Counts per user (partspec_relay_user_requests_total), by a keyed hash of each name. */
  readonly perUser: boolean;
}

/** The label sets several metrics share: what was asked and what it came to, or why it was refused. */
const BY_OPERATION_AND_STATUS = ['operation', 'status'] as const;
const BY_REASON = ['reason'] as const;

/**
 * What an operator watches, in Prometheus's text format at /metrics (prom-client, a kept library). A
 * registry per relay, so that several in one process (the tests) keep their own counts. Labels name
 * operations, statuses and reasons, never a user (unless metricsPerUser, and then by a keyed hash of the
 * name), a token, the key or a part number.
 */
export class RelayMetrics {
  readonly registry = new Registry();
  readonly requests = this.counter(
    'partspec_relay_requests_total',
    'Requests answered, by operation and HTTP status.',
    BY_OPERATION_AND_STATUS,
  );
  /** Only with metricsPerUser: requests per user, each named by a keyed hash of the name (UserLabels). */
  readonly userRequests = new Counter({
    name: 'partspec_relay_user_requests_total',
    help: 'Requests answered per user (metricsPerUser), each named by a hash of the name that only the relays can make: user-<hash>.',
    labelNames: ['user'] as const,
    registers: [],
  });
  readonly refused = this.counter(
    'partspec_relay_refused_total',
    'Requests refused before anything was sent to the service, by reason.',
    BY_REASON,
  );
  readonly serviceRequests = this.counter(
    'partspec_relay_service_requests_total',
    'Requests this instance sent to the service, by operation and HTTP status (0: no answer).',
    BY_OPERATION_AND_STATUS,
  );
  readonly throttled = this.counter(
    'partspec_relay_service_throttled_total',
    'Answers 429 from the service (each holds every instance back).',
  );
  readonly answers = this.counter(
    'partspec_relay_answers_total',
    'Part numbers, searches and download addresses answered, by kind and by where from (shared: kept by a relay; service: asked for it).',
    ['kind', 'source'],
  );
  readonly dropped = this.counter(
    'partspec_relay_kept_entries_dropped_total',
    'Kept entries not believed, and asked again: unauthentic (their MAC fails: not written by a relay with this service key) or unreadable (authentic, but not what is written there).',
    BY_REASON,
  );
  readonly keptBytes = this.gauge(
    'partspec_relay_answers_kept_bytes',
    'Bytes of kept answers (compressed, with their bookkeeping), on Redis over all instances or in this instance alone, as last counted.',
  );
  readonly keptBudget = this.gauge(
    'partspec_relay_answers_max_bytes',
    'The budget of kept answers (answersMaxBytes); no user brings in more than a quarter of it.',
  );
  readonly queueWait = new Histogram({
    name: 'partspec_relay_queue_wait_seconds',
    help: "Time a request waited for its turn to reach the service (the fair queue and the key's limit).",
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [this.registry],
  });
  readonly sharing = this.gauge(
    'partspec_relay_state_shared',
    '1 while this instance shares its limit and answers on Redis; 0 while it keeps to its own share (no Redis, or Redis unreachable).',
  );
  readonly redisSlow = this.gauge(
    'partspec_relay_redis_slow',
    '1 while this instance keeps to its own state because Redis, connected, answers no command within redisTimeoutMs (stalled, or far too slow); 0 otherwise.',
  );
  readonly redisTimeouts = this.counter(
    'partspec_relay_redis_timeouts_total',
    'Redis commands (and PINGs) this instance gave up on after redisTimeoutMs.',
  );
  readonly signInsSlowed = this.counter(
    'partspec_relay_sign_ins_slowed_total',
    'Failed sign-ins answered 429 because their client address had failed 20 times in the last minute.',
  );
  readonly instances = this.gauge(
    'partspec_relay_instances_seen',
    'Relay instances seen alive on the shared state (this one included).',
  );

  constructor(options: RelayMetricsOptions = { perUser: false }) {
    if (options.perUser) this.registry.registerMetric(this.userRequests);
  }

  /** A counter in this relay's registry (the fields above are made with it, before the constructor runs). */
  private counter<Label extends string>(name: string, help: string, labelNames: readonly Label[] = []): Counter<Label> {
    return new Counter({ name, help, labelNames, registers: [this.registry] });
  }

  /** A gauge in this relay's registry. */
  private gauge(name: string, help: string): Gauge {
    return new Gauge({ name, help, registers: [this.registry] });
  }
}
