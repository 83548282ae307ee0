import { z } from 'zod';
import { badInput } from './errors.js';

const uuid = z.uuid();

/** Whether `value` is a UUID (an id the database could hold). */
export const isUuid = (value: unknown): boolean => uuid.safeParse(value).success;

/**
 * Parses service input with a zod schema whose messages are the spec's wording.
 * The first problem becomes a BAD_USER_INPUT error naming its field. Pass a schema made once (a
 * module constant): zod compiles an object schema on its first parse, a cost every call would
 * pay again if the schema were made anew each time.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue.path.length ? issue.path.map(String).join('.') : undefined;
  throw badInput(issue.message, field);
}
