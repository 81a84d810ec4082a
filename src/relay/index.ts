export { DEFAULT_RESPONSE_TIMEOUT_MS, DEFAULT_UPSTREAM_TIMEOUT_MS } from './forward';
export { createPassThrough, type PassThroughOptions } from './passThrough';
export { DEFAULT_REQUEST_BODY_TIMEOUT_MS, MAX_REQUEST_BODY_BYTES } from './requestBody';
