import { useRef } from 'react';
import { useForm, type FieldValues, type Path, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

export type SchemaFormOptions<TSchema extends z.ZodType<FieldValues, FieldValues>> = Omit<
  UseFormProps<z.input<TSchema>, unknown, z.output<TSchema>>,
  'resolver'
>;

export type SchemaForm<TSchema extends z.ZodType<FieldValues, FieldValues>> = UseFormReturn<
  z.input<TSchema>,
  unknown,
  z.output<TSchema>
> & {
  /**
   * The form's submit handler (`<form onSubmit={form.submit(save)}>`): validates with the schema, focuses the
   * first invalid field, and calls `save` with the parsed values — once at a time: a second submit while the
   * first save is in flight is ignored (a double click sends one request). While it runs,
   * `formState.isSubmitting` is true (disable the submit button with it). A save that throws keeps every value
   * typed: the values live in the form, not in the request.
   */
  submit: (
    save: (values: z.output<TSchema>) => unknown,
  ) => (event?: React.BaseSyntheticEvent) => Promise<void>;
  /**
   * A change that touches several fields, written as a pure rule of the feature's `*.rules.ts` (a new script
   * clears the step): `change` gets the current values and returns the next; each field it changed is set
   * (dirty, and validated again once the form was submitted, as typing does).
   */
  update: (change: (current: z.input<TSchema>) => z.input<TSchema>) => void;
};

/**
 * The one way a form is written (react-hook-form with a zod schema): registration, dirty/touched state, the
 * submit guard and the errors come from the library; the field rules are the schema, written once per form.
 * Errors show after the first submit and then follow every change (the spec's forms validate on submit).
 * A schema's messages are i18n keys of the form's namespace (`<feature>.validation.<field>.<rule>`), turned into
 * text by `fieldErrorText`.
 */
export function useSchemaForm<TSchema extends z.ZodType<FieldValues, FieldValues>>(
  schema: TSchema,
  options: SchemaFormOptions<TSchema> = {},
): SchemaForm<TSchema> {
  const form = useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    ...options,
    resolver: zodResolver(schema),
  });
  const saving = useRef(false);
  const submit: SchemaForm<TSchema>['submit'] = (save) => async (event) => {
    event?.preventDefault?.();
    if (saving.current) return;
    saving.current = true;
    try {
      await form.handleSubmit(async (values) => {
        await save(values);
      })(event);
    } finally {
      saving.current = false;
    }
  };
  const update: SchemaForm<TSchema>['update'] = (change) => {
    const current = form.getValues();
    const next = change(current);
    for (const field of Object.keys(next) as Path<z.input<TSchema>>[])
      if (next[field as keyof typeof next] !== current[field as keyof typeof current])
        form.setValue(field, next[field as keyof typeof next], {
          shouldDirty: true,
          shouldValidate: form.formState.isSubmitted,
        });
  };
  return { ...form, submit, update };
}
