import type { z } from 'zod';

/**
 * For a form's rules test: the rule each field breaks first, as the form shows it: field → the last part of its
 * message key (`scripts.validation.name.blank` → `blank`). Each key must be in the form's
 * `<feature>.validation.<field>.` scheme, or this throws.
 */
export function schemaErrors(schema: z.ZodType, values: unknown, feature: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of schema.safeParse(values).error?.issues ?? []) {
    const field = String(issue.path[0]);
    if (!issue.message.startsWith(`${feature}.validation.${field}.`))
      throw new Error(`${issue.message} is not a ${feature}.validation.${field}.* key`);
    found[field] ??= issue.message.split('.').pop()!;
  }
  return found;
}
