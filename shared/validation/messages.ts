import { t, type MessageKey } from '@site/shared/i18n';

/**
 * A zod `error` that reads the catalogue when the issue is raised, not when the schema
 * is built, so brand overrides set after start-up still apply.
 */
export function message(key: MessageKey, params?: Record<string, string | number>): () => string {
  return () => t(key, params);
}

export function tooLong(max: number): () => string {
  return message('validation.tooLong', { max });
}

/**
 * Whether a "repeat password" check should run: both fields are text and the repeat is
 * filled (a blank repeat already has its own required message).
 */
export function repeatFilled(value: unknown): value is { password: string; repeatPassword: string } {
  if (typeof value !== 'object' || value === null) return false;
  const { password, repeatPassword } = value as Record<string, unknown>;
  return typeof password === 'string' && typeof repeatPassword === 'string' && repeatPassword !== '';
}
