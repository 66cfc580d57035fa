/** Types of convert.cjs (Node only: the build, the tests and the server). */
export interface Override {
  cn: string;
  tw: string;
  reason: string;
}
export declare function toTraditional(text: string): string;
export declare function convertDeep<T>(value: T): T;
export declare const overrides: Override[];
