export { AccessTokenError, type AccessTokenProblem, isAccessTokenError } from './AccessTokenError';
export { ApiKeyRefusedError, isApiKeyRefusedError } from './ApiKeyRefusedError';
export { BadRequestError, isBadRequestError } from './BadRequestError';
export { DownloadRefusedError, type DownloadRefusal, isDownloadRefusedError } from './DownloadRefusedError';
export { InvalidApiKeyError, isInvalidApiKeyError } from './InvalidApiKeyError';
export {
  InvalidPartnoError,
  invalidPartnoText,
  isInvalidPartnoError,
  type RefusedPartno,
  refusedPartnoFacts,
} from './InvalidPartnoError';
export { isMissingApiKeyError, MissingApiKeyError } from './MissingApiKeyError';
export { isNetworkError, NetworkError } from './NetworkError';
export { isNotFoundError, NotFoundError } from './NotFoundError';
export { isRateLimitError, RateLimitError } from './RateLimitError';
export { isRedirectRefusedError, RedirectRefusedError } from './RedirectRefusedError';
export { isResponseFormatError, ResponseFormatError } from './ResponseFormatError';
export { isServiceError, ServiceError } from './ServiceError';
export { isServiceUrlError, ServiceUrlError, type ServiceUrlProblem } from './ServiceUrlError';
export { waitText, isTimeoutError, TimeoutError, type TimeoutSubject } from './TimeoutError';
export { isUnexpectedStatusError, UnexpectedStatusError } from './UnexpectedStatusError';
export { isUrlTooLongError, UrlTooLongError } from './UrlTooLongError';
