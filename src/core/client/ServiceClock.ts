import type { Clock } from '../throttle';

/** Dates a service's clock may say; any other `Date` is a broken header, not a clock, and is ignored. */
const EARLIEST = Date.UTC(2000, 0, 1);
const LATEST = Date.UTC(2200, 0, 1);

/**
 * The service's clock, as the HTTP `Date` header of its answers says it (RFC 9110 5.6.7): the catalogue's
 * statuses are as of the service's date, so days left, "as of" and what changed are counted from it, not
 * from this computer's clock (which may be wrong, and a test service may simulate another date). The offset
 * of the last answer with a readable `Date` is kept; before any, the service's time is this computer's.
 */
export class ServiceClock {
  private offset: number | undefined;

  constructor(private readonly clock: Clock) {}

  /**
   * Notes an answer's `Date` header, received now. An absent or unreadable header, or a date no clock can
   * say (before 2000, after 2200), changes nothing: a broken header never breaks a request.
   */
  observe(dateHeader: string | null | undefined): void {
    if (!dateHeader) return;
    const said = Date.parse(dateHeader);
    if (!Number.isFinite(said) || said < EARLIEST || said > LATEST) return;
    this.offset = said - this.clock.now();
  }

  /** The service's time now: its latest known time, this computer's until an answer said the service's. */
  now(): Date {
    return new Date(this.clock.now() + (this.offset ?? 0));
  }

  /**
   * Whether an answer of this session has said the service's time: until then, now() is this computer's, and
   * an age counted from it is not checked against the service.
   */
  get known(): boolean {
    return this.offset !== undefined;
  }

  /**
   * How far the service's clock is ahead of this computer's, in milliseconds (negative: behind); undefined
   * before an answer said. `Date` has whole seconds: a second either way is no difference.
   */
  get offsetMs(): number | undefined {
    return this.offset;
  }
}
