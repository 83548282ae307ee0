/**
 * A PostgreSQL array literal ('{"24","24/16"}') for a `?::text[]` (or `::uuid[]`) parameter:
 * the driver would spread a plain JS array into a list of parameters.
 */
export const sqlArray = (values: readonly string[]) =>
  `{${values.map((v) => `"${v.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;
