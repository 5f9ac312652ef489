// shared-ui/forms: the one way a form is written. A subpath of its own (as shared-ui/phone), so react-hook-form
// and zod are bundled into the screens that have a form, never into the shared singleton on the first route.
export { useSchemaForm, type SchemaForm, type SchemaFormOptions } from './use-schema-form';
export {
  requiredText,
  optionalText,
  requiredChoice,
  requiredAmount,
  wholeMinutes,
  MAX_MINUTES,
  type TextMessages,
} from './rules';
export { fieldErrorText } from './field-error';
export { schemaErrors } from './schema-errors';
export { z } from './schema';
export {
  Controller,
  useWatch,
  useController,
  useFieldArray,
  type FieldPath,
  type UseFormRegisterReturn,
} from 'react-hook-form';
