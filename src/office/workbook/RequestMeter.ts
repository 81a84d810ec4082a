/** Round trips to the host and the largest payload one of them carried. */
export interface RequestCounts {
  count: number;
  largestPayloadBytes: number;
}

/** Keeps RequestCounts up to date; `counts` is the object adapters expose as `requests`. */
export class RequestMeter {
  readonly counts: RequestCounts = { count: 0, largestPayloadBytes: 0 };

  record(payloadBytes: number): void {
    this.counts.count += 1;
    if (payloadBytes > this.counts.largestPayloadBytes) this.counts.largestPayloadBytes = payloadBytes;
  }
}
