/** Any field's entry in `formState.errors`: a plain field's, an object's or an array's (a checkbox group's). */
type AnyFieldError = { message?: unknown } | undefined;

/**
 * The text of a field's error for its component's `error` prop: the schema's (or `setError`'s) message is an
 * i18n key of the form's namespace, translated with the form's `t`. Undefined when the field is valid.
 */
export function fieldErrorText(translate: (key: string) => string, error: AnyFieldError): string | undefined {
  const key = typeof error?.message === 'string' ? error.message : undefined;
  return key ? translate(key) : undefined;
}
