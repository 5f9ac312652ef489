import { optionalText, requiredText, z } from 'shared-ui/forms';
import { checkPhone } from './phone';

/** The names' input limit: the form's own, stricter than the database's CHECK (256 characters). */
export const NAME_MAX = 100;

/** Spec 001's input cap for a description (its stored rule allows more). */
export const DESCRIPTION_INPUT_MAX = 255;

const nameRule = (field: 'firstName' | 'lastName') =>
  requiredText(
    {
      required: `profile.validation.${field}.required`,
      blank: `profile.validation.${field}.blank`,
      tooLong: `profile.validation.${field}.tooLong`,
    },
    NAME_MAX,
  );

/** /edit-profile's rules (spec 000 §5): the names by the spec's text rule, a phone in international format. */
export const profileSchema = z.object({
  firstName: nameRule('firstName'),
  lastName: nameRule('lastName'),
  phone: z.string().refine((phone) => checkPhone(phone).ok, 'profile.validation.phone.invalid'),
  description: optionalText('profile.validation.description.tooLong', DESCRIPTION_INPUT_MAX),
});
