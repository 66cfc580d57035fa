// The worker that reads the fingerprint's WebGL properties off the main thread (issue 31):
// creating a WebGL context and asking the driver blocks its thread for 50 ms and more (about
// 220 ms at 4x CPU in Chromium, measured), and on the main thread that was the first keys a
// player typed into the login dialog. It answers once, then the page terminates it.
import { readOffscreenWebGlProperties } from './properties';
import type { WebGlReading } from './off-thread';

function read(): WebGlReading {
  try {
    return { webgl: readOffscreenWebGlProperties() };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

// The DOM lib types `self` as a Window; in a worker it is the worker's scope.
(self as unknown as { postMessage(message: WebGlReading): void }).postMessage(read());
