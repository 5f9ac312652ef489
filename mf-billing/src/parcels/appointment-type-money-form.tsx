import { createParcelLifecycles } from 'shared-ui';
import {
  AppointmentTypeMoneyForm,
  type AppointmentTypeMoneyFormProps,
} from '../appointment-settings/appointment-type-money-form';
import en from '../i18n/en.json';
import no from '../i18n/no.json';

/**
 * Parcel `mf-billing/appointment-type-money-form`: the money settings (price, currency, duration, pause) of one
 * appointment type, for mf-content's appointment type editor.
 *   <RemoteParcel remote="mf-billing" parcel="appointment-type-money-form"
 *     props={{ appointmentTypeId, onSaved, onCancel }} />
 * appointmentTypeId: the type to edit (it must exist: create the type first, then show the parcel).
 * onSaved / onCancel: optional callbacks after a save (the form shows its own toast) or Cancel (no button without it).
 */
export type AppointmentTypeMoneyFormParcelProps = AppointmentTypeMoneyFormProps;

export const { bootstrap, mount, unmount, update } =
  createParcelLifecycles<AppointmentTypeMoneyFormParcelProps>(AppointmentTypeMoneyForm, {
    namespace: 'mf-billing',
    translations: { en, no },
  });
