/** What the fingerprint hashes about the browser (SPEC §3: browser and graphics properties). */
export interface BrowserProperties {
  userAgent: string;
  language: string;
  languages: readonly string[];
  platform: string;
  hardwareConcurrency: number | null;
  screen: { width: number; height: number; colorDepth: number };
  timeZone: string;
  touch: { maxTouchPoints: number; touchEvent: boolean };
}

export interface WebGlProperties {
  vendor: string;
  renderer: string;
  unmaskedVendor: string | null;
  unmaskedRenderer: string | null;
  version: string;
  shadingLanguageVersion: string;
  maxTextureSize: number;
  extensions: readonly string[];
}

export function readBrowserProperties(): BrowserProperties {
  return {
    userAgent: navigator.userAgent,
    language: navigator.language,
    languages: [...(navigator.languages ?? [])],
    platform: navigator.platform,
    hardwareConcurrency: navigator.hardwareConcurrency ?? null,
    screen: { width: screen.width, height: screen.height, colorDepth: screen.colorDepth },
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    touch: { maxTouchPoints: navigator.maxTouchPoints ?? 0, touchEvent: 'ontouchstart' in window },
  };
}

function webglContext(): WebGLRenderingContext | null {
  const canvas = document.createElement('canvas');
  const gl: unknown = canvas.getContext('webgl') ?? canvas.getContext('experimental-webgl');
  return isWebGl(gl) ? gl : null;
}

// Duck-typed: jsdom and some embedded browsers have no WebGLRenderingContext constructor
// to test with instanceof.
function isWebGl(value: unknown): value is WebGLRenderingContext {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { getParameter?: unknown }).getParameter === 'function'
  );
}

/** WebGL properties, or null when the browser has no WebGL. Errors of the driver propagate. */
export function readWebGlProperties(): WebGlProperties | null {
  return readAndRelease(webglContext());
}

/**
 * The same properties read in a worker (shared/fingerprint/webgl.worker.ts), from an
 * OffscreenCanvas: null when the worker has no WebGL. Errors of the driver propagate.
 */
export function readOffscreenWebGlProperties(): WebGlProperties | null {
  if (typeof OffscreenCanvas !== 'function') return null;
  const gl: unknown = new OffscreenCanvas(1, 1).getContext('webgl');
  return readAndRelease(isWebGl(gl) ? gl : null);
}

function readAndRelease(gl: WebGLRenderingContext | null): WebGlProperties | null {
  if (!gl) return null;
  try {
    return readContext(gl);
  } finally {
    // Browsers cap live WebGL contexts; give this one back at once.
    gl.getExtension('WEBGL_lose_context')?.loseContext();
  }
}

function readContext(gl: WebGLRenderingContext): WebGlProperties {
  const text = (value: unknown): string => (value == null ? '' : String(value));
  const debug = gl.getExtension('WEBGL_debug_renderer_info');
  return {
    vendor: text(gl.getParameter(gl.VENDOR)),
    renderer: text(gl.getParameter(gl.RENDERER)),
    unmaskedVendor: debug ? text(gl.getParameter(debug.UNMASKED_VENDOR_WEBGL)) : null,
    unmaskedRenderer: debug ? text(gl.getParameter(debug.UNMASKED_RENDERER_WEBGL)) : null,
    version: text(gl.getParameter(gl.VERSION)),
    shadingLanguageVersion: text(gl.getParameter(gl.SHADING_LANGUAGE_VERSION)),
    maxTextureSize: Number(gl.getParameter(gl.MAX_TEXTURE_SIZE)),
    extensions: [...(gl.getSupportedExtensions() ?? [])].sort(),
  };
}
