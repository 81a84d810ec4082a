import { Counter, Gauge, Histogram, Registry } from 'prom-client';

export interface RelayMetricsOptions {
  /** Counts per user (partspec_relay_user_requests_total), by a keyed hash of each name. */
  readonly perUser: boolean;
}

/**
 * What an operator watches, in Prometheus's text format at /metrics (prom-client, a kept library). A
 * registry per relay, so that several in one process (the tests) keep their own counts. Labels name
 * operations, statuses and reasons, never a user (unless metricsPerUser, and then by a keyed hash of the
 * name), a token, the key or a part number.
 */
export class RelayMetrics {
  readonly registry = new Registry();
  readonly requests = new Counter({
    name: 'partspec_relay_requests_total',
    help: 'Requests answered, by operation and HTTP status.',
    labelNames: ['operation', 'status'] as const,
    registers: [this.registry],
  });
  /** Only with metricsPerUser: requests per user, each named by a keyed hash of the name (UserLabels). */
  readonly userRequests = new Counter({
    name: 'partspec_relay_user_requests_total',
    help: 'Requests answered per user (metricsPerUser), each named by a hash of the name that only the relays can make: user-<hash>.',
    labelNames: ['user'] as const,
    registers: [],
  });
  readonly refused = new Counter({
    name: 'partspec_relay_refused_total',
    help: 'Requests refused before anything was sent to the service, by reason.',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });
  readonly serviceRequests = new Counter({
    name: 'partspec_relay_service_requests_total',
    help: 'Requests this instance sent to the service, by operation and HTTP status (0: no answer).',
    labelNames: ['operation', 'status'] as const,
    registers: [this.registry],
  });
  readonly throttled = new Counter({
    name: 'partspec_relay_service_throttled_total',
    help: 'Answers 429 from the service (each holds every instance back).',
    registers: [this.registry],
  });
  readonly answers = new Counter({
    name: 'partspec_relay_answers_total',
    help: 'Part numbers, searches and download addresses answered, by kind and by where from (shared: kept by a relay; service: asked for it).',
    labelNames: ['kind', 'source'] as const,
    registers: [this.registry],
  });
  readonly dropped = new Counter({
    name: 'partspec_relay_kept_entries_dropped_total',
    help: 'Kept entries not believed, and asked again: unauthentic (their MAC fails: not written by a relay with this service key) or unreadable (authentic, but not what is written there).',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });
  readonly keptBytes = new Gauge({
    name: 'partspec_relay_answers_kept_bytes',
    help: 'Bytes of kept answers (compressed, with their bookkeeping), on Redis over all instances or in this instance alone, as last counted.',
    registers: [this.registry],
  });
  readonly keptBudget = new Gauge({
    name: 'partspec_relay_answers_max_bytes',
    help: 'The budget of kept answers (answersMaxBytes); no user brings in more than a quarter of it.',
    registers: [this.registry],
  });
  readonly queueWait = new Histogram({
    name: 'partspec_relay_queue_wait_seconds',
    help: "Time a request waited for its turn to reach the service (the fair queue and the key's limit).",
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [this.registry],
  });
  readonly sharing = new Gauge({
    name: 'partspec_relay_state_shared',
    help: '1 while this instance shares its limit and answers on Redis; 0 while it keeps to its own share (no Redis, or Redis unreachable).',
    registers: [this.registry],
  });
  readonly redisSlow = new Gauge({
    name: 'partspec_relay_redis_slow',
    help: '1 while this instance keeps to its own state because Redis, connected, answers no command within redisTimeoutMs (stalled, or far too slow); 0 otherwise.',
    registers: [this.registry],
  });
  readonly redisTimeouts = new Counter({
    name: 'partspec_relay_redis_timeouts_total',
    help: 'Redis commands (and PINGs) this instance gave up on after redisTimeoutMs.',
    registers: [this.registry],
  });
  readonly signInsSlowed = new Counter({
    name: 'partspec_relay_sign_ins_slowed_total',
    help: 'Failed sign-ins answered 429 because their client address had failed 20 times in the last minute.',
    registers: [this.registry],
  });
  readonly instances = new Gauge({
    name: 'partspec_relay_instances_seen',
    help: 'Relay instances seen alive on the shared state (this one included).',
    registers: [this.registry],
  });

  constructor(options: RelayMetricsOptions = { perUser: false }) {
    if (options.perUser) this.registry.registerMetric(this.userRequests);
  }
}
