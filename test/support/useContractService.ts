import { memoryStore, saveSettings, type Settings, setSettingsStore } from '../../src/office/settings';
import type { RunningService, ServiceOptions } from '../../src/service';
import { TEST_KEY, withService } from './referenceService';

export interface ContractServiceOptions {
  /** How the reference service starts (withService's options); default: TEST_KEY, no rate limit. */
  readonly service?: ServiceOptions;
  /**
   * Saved before each test over the defaults: the service's URL, TEST_KEY, and a rate of 1000 a second,
   * burst 1000, so that the client's limiter never holds a test back.
   */
  readonly settings?: Partial<Settings>;
}

/** The file's reference service, from its beforeAll on. */
export interface ContractService {
  /** `http://host:port`, no trailing slash. */
  readonly url: string;
}

/**
 * The reference service for a contract test file, and the add-in's settings pointing at it: registers the
 * hooks that start the service before the file's tests (beforeAll) and close it after them (afterAll), and
 * give each test a fresh in-memory settings store with the service's URL and key saved (beforeEach), put
 * back to the host's store after it (afterEach). Call it at the top of the file.
 */
export function useContractService(options: ContractServiceOptions = {}): ContractService {
  let running: RunningService | undefined;
  const started = (): RunningService => {
    if (!running) throw new Error('The contract service starts in beforeAll: read it in hooks and tests.');
    return running;
  };

  beforeAll(async () => {
    running = await withService(options.service);
  });
  afterAll(() => running?.close());
  beforeEach(async () => {
    setSettingsStore(memoryStore());
    await saveSettings({
      serviceUrl: started().url,
      apiKey: TEST_KEY,
      ratePerSecond: 1000,
      burst: 1000,
      ...options.settings,
    });
  });
  afterEach(() => setSettingsStore(undefined));

  return {
    get url() {
      return started().url;
    },
  };
}
