/**
 * The messages of an API's 400 (`fields`, by the request's field) that a form shows, each on the
 * form's field that shows it (a deadline's on its day, say); an answer's field the form has none
 * for is left out, for the form's general failure.
 */
export function apiFieldErrors<Name extends string>(fields: Readonly<Record<string, string>> | undefined, formField: Readonly<Record<string, Name>>): { name: Name; errors: string[] }[] {
  return Object.entries(fields ?? {}).flatMap(([field, message]) => (Object.hasOwn(formField, field) ? [{ name: formField[field] as Name, errors: [message] }] : []));
}
