/** Types of twin-source.cjs (Node only: the build step and the tests). */
export declare function withZhTwTwins(source: string): string;
export declare function withLazyZhTwTwins(source: string, fileName: string): string;
export declare function twinModule(source: string): string;
export declare function convertStrings(code: string): string;
export declare const NAMESPACE_FILE: RegExp;
