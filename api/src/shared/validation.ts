import { z } from 'zod';
import { badInput } from './errors.js';

const uuid = z.uuid();

/** Whether `value` is a UUID (an id the database could hold). */
export const isUuid = (value: unknown): boolean => uuid.safeParse(value).success;

/** C0 and C1 control characters, and DEL; tab, line feed and carriage return are ordinary text. */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** Text with at least one invisible character (zero-width, fillers, format marks) and nothing visible. */
const INVISIBLE_ONLY = /^[\s\p{Default_Ignorable_Code_Point}]*\p{Default_Ignorable_Code_Point}[\s\p{Default_Ignorable_Code_Point}]*$/u;
export const CONTROL_CHARACTERS_MESSAGE = 'Text may not contain control characters';

/** Objects whose fields are input: plain objects and GraphQL input types (class instances), not dates, buffers or streams. */
const isRecord = (value: object) =>
  !(value instanceof Date || value instanceof Map || value instanceof Set || value instanceof RegExp || ArrayBuffer.isView(value)) &&
  typeof (value as { pipe?: unknown }).pipe !== 'function' &&
  typeof (value as { then?: unknown }).then !== 'function';

/**
 * The text rules every input shares, applied to each string however deep: control characters
 * are refused (naming the field), and text made only of invisible characters is empty. Returns
 * the input itself when nothing changes.
 */
export function cleanText(value: unknown, path: (string | number)[] = []): unknown {
  if (typeof value === 'string') {
    if (CONTROL.test(value)) throw badInput(CONTROL_CHARACTERS_MESSAGE, path.length ? path.join('.') : undefined);
    return INVISIBLE_ONLY.test(value) ? '' : value;
  }
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item, index) => {
      const cleaned = cleanText(item, [...path, index]);
      if (cleaned !== item) (copy ??= [...value])[index] = cleaned;
    });
    return copy ?? value;
  }
  if (value !== null && typeof value === 'object' && isRecord(value)) {
    let copy: Record<string, unknown> | undefined;
    for (const [key, item] of Object.entries(value)) {
      const cleaned = cleanText(item, [...path, key]);
      if (cleaned !== item) (copy ??= { ...value })[key] = cleaned;
    }
    return copy ?? value;
  }
  return value;
}

/**
 * Parses service input with a zod schema whose messages are the spec's wording, after the text
 * rules every input shares (cleanText). The first problem becomes a BAD_USER_INPUT error naming
 * its field. Pass a schema made once (a module constant): zod compiles an object schema on its
 * first parse, a cost every call would pay again if the schema were made anew each time.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(cleanText(input));
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue.path.length ? issue.path.map(String).join('.') : undefined;
  throw badInput(issue.message, field);
}
