import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { RelayOptionError } from './errors';

// Small pieces every part of the relay writes with: a JSON answer, picked headers, a deadline in words.

export function sendJson(
  response: ServerResponse,
  status: number,
  body: object,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
}

export function pickHeaders(from: IncomingHttpHeaders, names: readonly string[]): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const name of names) {
    const value = from[name];
    if (typeof value === 'string') picked[name] = value;
  }
  return picked;
}

export function formatSeconds(milliseconds: number): string {
  return `${Number((milliseconds / 1000).toFixed(3))} s`;
}

/**
 * Throws a RelayOptionError naming the option unless `milliseconds` is a positive, finite number: a deadline
 * of 0 or NaN would end every wait at once.
 */
export function positive(name: string, milliseconds: number): number {
  if (!(milliseconds > 0 && Number.isFinite(milliseconds))) {
    throw new RelayOptionError(name, `${name} must be a positive number of milliseconds, not ${milliseconds}.`);
  }
  return milliseconds;
}
