import type { z } from 'zod';

/** The top-level fields a schema refuses in `value` (each form words its own message per field). */
export function invalidFields(schema: z.ZodType, value: unknown): Set<string> {
  const result = schema.safeParse(value);
  if (result.success) return new Set();
  return new Set(result.error.issues.map((issue) => String(issue.path[0] ?? '')));
}
