import type { z } from 'zod';
import { badInput } from './errors.js';

/**
 * Parses service input with a zod schema whose messages are the spec's wording.
 * The first problem becomes a BAD_USER_INPUT error naming its field.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue.path.length ? issue.path.map(String).join('.') : undefined;
  throw badInput(issue.message, field);
}
