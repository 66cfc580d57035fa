/** See chromium.mjs: the one set of Chromium launch options. */
export declare const CHROMIUM_LAUNCH: { executablePath: string; args: string[] };
