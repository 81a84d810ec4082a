import { request as httpRequest } from 'node:http';
import { DATASET_DATE, startService, type RunningService, type ServiceOptions } from '../../src/service';

export const TEST_KEY = 'contract-test-key';

export interface RawResponse {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: Buffer;
  /** The body parsed as JSON (undefined when it is not JSON); tests cast it to the shape they expect. */
  readonly json: unknown;
}

/**
 * One GET with node:http, which sends the path exactly as given (fetch would normalize it) and does
 * not decompress, so tests see what the service really sent. Each on a connection of its own (`agent: false`):
 * Node's shared agent keeps connections alive, and a test that restarts a service on the same port would send
 * its next request down the old service's closed connection ("socket hang up").
 */
export function get(
  baseUrl: string,
  path: string,
  headers: Record<string, string> = { 'x-api-key': TEST_KEY },
  method = 'GET',
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${baseUrl}${path}`, { method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        let json: unknown;
        try {
          json = JSON.parse(body.toString('utf8'));
        } catch {
          json = undefined;
        }
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body, json });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

/** `/v2/products?...` with each parameter percent-encoded once, as the spec asks (4.2, 4.3 rule 2). */
export function searchPath(parameters: Record<string, string>): string {
  const query = Object.entries(parameters)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
  return `/v2/products${query ? `?${query}` : ''}`;
}

export type JsonObject = Record<string, unknown>;

export interface ProductJson extends JsonObject {
  Partno: string;
  Status: string;
  ComplianceInfo: JsonObject;
  Specs: JsonObject;
  MediaFileUrls: JsonObject;
}

export interface GroupJson {
  Manufacturer: string;
  Lv1Category: string;
  Lv2Category: string;
  Lv3Category: string;
  Products: ProductJson[];
}

export interface SearchJson {
  HasMoreHits: boolean;
  Data: Record<string, GroupJson>;
}

/** Every product of a search answer, with the group it came in, in answer order. */
export function productsOf(json: unknown): Array<{ group: string; product: ProductJson }> {
  return Object.entries((json as SearchJson).Data).flatMap(([group, data]) =>
    data.Products.map((product) => ({ group, product })),
  );
}

export function partnosOf(json: unknown): string[] {
  return productsOf(json).map(({ product }) => product.Partno);
}

/**
 * The reference service for a test: TEST_KEY, no rate limit, and the catalogue as of DATASET_DATE (the
 * dataset as drawn) unless `options.asOf` says otherwise, so that what a test expects of a part's status
 * never drifts with the day the tests run (the service alone follows its own date).
 */
export async function withService(options: ServiceOptions = {}): Promise<RunningService> {
  return startService({ apiKeys: [TEST_KEY], rate: 0, asOf: DATASET_DATE, ...options });
}

/**
 * A search that must succeed: its answer as JSON. A failure shows the parameters and the service's
 * message rather than a bare status.
 */
export async function searchOk(baseUrl: string, parameters: Record<string, string>): Promise<SearchJson> {
  const response = await get(baseUrl, searchPath(parameters));
  expect({ parameters, status: response.status, body: response.status === 200 ? 'ok' : response.json }).toEqual({
    parameters,
    status: 200,
    body: 'ok',
  });
  return response.json as SearchJson;
}
