/** The part of a zod error this module reads (mf-auth does not depend on zod itself). */
interface IssueList {
  issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>;
}

/** Error text by field; undefined when the field is fine. */
export type FieldErrors<K extends string> = { [P in K]?: string | undefined };

/** The first message of each field of a failed parse, by the field's top-level name. */
export function fieldErrors<K extends string>(error: IssueList): FieldErrors<K> {
  const out: FieldErrors<K> = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && !(key in out)) out[key as K] = issue.message;
  }
  return out;
}
