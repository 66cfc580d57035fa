import { t } from '../../i18n';

/**
 * Thrown when no usable answer arrived: the connection failed, the 30 s timeout passed,
 * or the server answered an HTTP error without an envelope (a proxy's 502 page). The
 * message is the user-facing 服务开小差了，请稍后再试; the cause holds the detail.
 */
export class NetworkError extends Error {
  override name = 'NetworkError';
  readonly path: string;
  /** HTTP status when an HTTP error page came back; undefined when nothing came back. */
  readonly httpStatus: number | undefined;
  /** True when the request timed out. */
  readonly timedOut: boolean;

  constructor(path: string, options: { cause?: unknown; httpStatus?: number; timedOut?: boolean } = {}) {
    super(t('api.networkError'), { cause: options.cause });
    this.path = path;
    this.httpStatus = options.httpStatus;
    this.timedOut = options.timedOut ?? false;
  }
}
