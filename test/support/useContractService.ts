import { memoryStore, saveSettings, type Settings, setSettingsStore } from '../../src/office/settings';
import type { RunningService, ServiceCounts, ServiceOptions } from '../../src/service';
import { TEST_KEY, withService } from './referenceService';

export interface ContractServiceOptions {
  /**
   * How the reference service starts (withService's options); default: TEST_KEY, no rate limit. A function
   * is called in beforeAll: for options that only an earlier hook knows (a relay's address in front of it).
   */
  readonly service?: ServiceOptions | (() => ServiceOptions);
  /**
   * Saved before each test over the defaults: the service's URL, TEST_KEY, and a rate of 1000 a second,
   * burst 1000, so that the client's limiter never holds a test back. `false`: no settings at all, for a
   * file that asks the service over raw HTTP or builds its own client, or keeps its own settings store.
   */
  readonly settings?: Partial<Settings> | false;
}

/** The file's reference service, from its beforeAll on. */
export interface ContractService {
  /** `http://host:port`, no trailing slash. */
  readonly url: string;
  readonly port: number;
  /** What the service counted since it (last) started. */
  counts(): ServiceCounts;
  /**
   * Closes the service and starts it again on the same port, with `options` over withService's defaults:
   * a restarted service, whose earlier download addresses are no longer good, or another day's.
   */
  restart(options?: ServiceOptions): Promise<void>;
}

/**
 * The reference service for a contract test file (or a describe block), and the add-in's settings pointing
 * at it: registers the hooks that start the service before the tests (beforeAll) and close it after them
 * (afterAll), and, unless `settings` is false, give each test a fresh in-memory settings store with the
 * service's URL and key saved (beforeEach), put back to the host's store after it (afterEach). Call it at
 * the top of the file or block, before hooks that read the service.
 */
export function useContractService(options: ContractServiceOptions = {}): ContractService {
  let running: RunningService | undefined;
  const started = (): RunningService => {
    if (!running) throw new Error('The contract service starts in beforeAll: read it in hooks and tests.');
    return running;
  };

  beforeAll(async () => {
    const { service } = options;
    running = await withService(typeof service === 'function' ? service() : service);
  });
  afterAll(() => running?.close());
  const { settings } = options;
  if (settings !== false) {
    beforeEach(async () => {
      setSettingsStore(memoryStore());
      await saveSettings({
        serviceUrl: started().url,
        apiKey: TEST_KEY,
        ratePerSecond: 1000,
        burst: 1000,
        ...settings,
      });
    });
    afterEach(() => setSettingsStore(undefined));
  }

  return {
    get url() {
      return started().url;
    },
    get port() {
      return started().port;
    },
    counts: () => started().counts(),
    restart: async (restarted = {}) => {
      const { port } = started();
      await started().close();
      running = undefined;
      running = await withService({ ...restarted, port });
    },
  };
}
