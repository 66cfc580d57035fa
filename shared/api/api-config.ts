/** What the api client needs from the host (ARCHITECTURE: the host calls `configureApi` once, from the brand). */
export interface ApiConfig {
  /** Origin (plus optional path) the platform API lives under; default '' = the page's origin. */
  baseUrl?: string;
  /** Sent as the `site-id` header. */
  siteId: string;
  /** App version, sent as the `version` header. */
  version: string;
  /**
   * Brand safe switch (SPEC §7): prefix paths with SAFE_PREFIX and AES-encrypt bodies
   * with this page session's key (asked for with the plain handshake, never in a file).
   */
  safeSwitch: boolean;
  /** The stored login token; read at every call. */
  getToken: () => string | null | undefined;
  /** Device fingerprint for the `uuid` header; may be async (computed once, then cached by its owner). */
  getUuid: () => string | Promise<string>;
  /** In-app navigation (bind-real-name dialog goes to /mine/userinfo); default: `location.assign`. */
  navigate?: (path: string) => void;
  /** `language` header; default zh-CN. */
  language?: string;
  /** Milliseconds before a call fails with NetworkError; default 30 000 (SPEC §9). */
  timeout?: number;
}

/** Per-call options. */
export interface RequestOptions {
  /**
   * `request-id` header. A fresh uuid per call unless given: money calls pass one stable
   * id across retries so the server moves money at most once.
   */
  requestId?: string;
  /** Overrides the client's timeout for this call (ms). */
  timeout?: number;
  /** Aborting rejects with the signal's reason (an AbortError), not NetworkError. */
  signal?: AbortSignal;
}

export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_LANGUAGE = 'zh-CN';
