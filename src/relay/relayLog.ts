/** One line of the relay's log: facts only, never a key, a token, a header or a request's address. */
export interface RelayLogEntry {
  readonly time: string;
  readonly level: 'info' | 'warn' | 'error';
  readonly instance: string;
  /** `start`, `stop`, `request`, `refused`, `state` (Redis lost, slow, or back), `cors` (an origin refused), `tokens`. */
  readonly event: string;
  readonly user?: string;
  /** `lookup`, `search`, `downloadUrl`, `file`. */
  readonly operation?: string;
  readonly status?: number;
  readonly ms?: number;
  readonly message?: string;
}

export function writeLogLine(entry: RelayLogEntry): void {
  process.stdout.write(`${JSON.stringify(entry)}\n`);
}
