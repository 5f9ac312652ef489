import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { Select, TextField, toast, useEscapeGoesBack } from 'shared-ui';
import { Controller, fieldErrorText, useSchemaForm } from 'shared-ui/forms';
import { useNameSaveFailure } from '../common/use-save-failure';
import { EditorFrame, FormFrame } from '../common/form-frame';
import {
  APPOINTMENT_TYPE_DEFAULTS,
  appointmentTypeSchema,
  parsePrice,
  type AppointmentTypeValues,
} from './appointment-type.rules';
import type { Currency } from 'shared-ui';
import type { AppointmentType } from '../common/appointment-types.resource';
import { useAppointmentTypes, useCurrencies, useSaveAppointmentType } from '../common/use-appointment-types';

/** /appointment-type/create and /appointment-type/:id/edit. */
export function AppointmentTypeEditorPage() {
  const { t } = useTranslation('mf-content');
  const { id } = useParams();
  const types = useAppointmentTypes();
  const currencies = useCurrencies();
  useEscapeGoesBack(id ? `/appointment-type/${id}` : '/appointment-types');
  const title = id ? t('appointmentTypes.editTitle') : t('appointmentTypes.createTitle');
  const editing = id ? types.data?.find((type) => type.id === id) : undefined;
  return (
    <EditorFrame title={title} queries={[types, currencies]} notFound={Boolean(id) && !editing}>
      {() => (
        // One form, one Save (issue 24): on edit as on create the page holds the name and the money settings
        // (duration, pause, price, currency). mf-billing's /settings/appointment/:id/edit edits the same columns.
        <AppointmentTypeForm
          key={id ?? 'new'}
          title={title}
          all={types.data!}
          editing={editing}
          currencies={currencies.data!}
        />
      )}
    </EditorFrame>
  );
}

function initialValues(editing: AppointmentType | undefined, currencies: Currency[]): AppointmentTypeValues {
  const nok = currencies.find((c) => c.code === APPOINTMENT_TYPE_DEFAULTS.currencyCode);
  return {
    name: editing?.name ?? '',
    duration: String(editing?.duration ?? APPOINTMENT_TYPE_DEFAULTS.duration),
    pause: String(editing?.pause ?? APPOINTMENT_TYPE_DEFAULTS.pause),
    price: String(editing?.price ?? APPOINTMENT_TYPE_DEFAULTS.price),
    currencyId: editing?.currencyId ?? nok?.id ?? '',
  };
}

function AppointmentTypeForm({
  title,
  all,
  editing,
  currencies,
}: {
  title: string;
  all: AppointmentType[];
  editing: AppointmentType | undefined;
  currencies: Currency[];
}) {
  const { t } = useTranslation('mf-content');
  const navigate = useNavigate();
  const save = useSaveAppointmentType();
  const form = useSchemaForm(appointmentTypeSchema(all, editing), {
    defaultValues: initialValues(editing, currencies),
  });
  const saveFailed = useNameSaveFailure(form.setError, 'appointmentTypes');
  const { errors } = form.formState;

  const onSave = async (values: AppointmentTypeValues) => {
    let id: string;
    try {
      id = await save.mutateAsync({
        id: editing?.id,
        name: values.name,
        duration: Number(values.duration),
        pause: Number(values.pause),
        price: parsePrice(values.price),
        currencyId: values.currencyId,
        currencyCode:
          currencies.find((c) => c.id === values.currencyId)?.code ?? APPOINTMENT_TYPE_DEFAULTS.currencyCode,
      });
    } catch (failure) {
      saveFailed(failure);
      return;
    }
    toast.success(editing ? t('appointmentTypes.updated') : t('appointmentTypes.created'));
    navigate(`/appointment-type/${id}`);
  };

  return (
    <FormFrame
      onSubmit={form.submit(onSave)}
      label={title}
      cancelTo={editing ? `/appointment-type/${editing.id}` : '/appointment-types'}
      saving={form.formState.isSubmitting}
    >
      <TextField
        label={t('appointmentTypes.name')}
        {...form.register('name')}
        error={fieldErrorText(t, errors.name)}
      />
      <TextField
        label={t('appointmentTypes.duration')}
        type="number"
        min={1}
        {...form.register('duration')}
        error={fieldErrorText(t, errors.duration)}
      />
      <TextField
        label={t('appointmentTypes.pause')}
        type="number"
        min={0}
        {...form.register('pause')}
        error={fieldErrorText(t, errors.pause)}
      />
      <TextField
        label={t('appointmentTypes.price')}
        inputMode="decimal"
        {...form.register('price')}
        error={fieldErrorText(t, errors.price)}
      />
      <Controller
        control={form.control}
        name="currencyId"
        render={({ field }) => (
          <Select
            label={t('appointmentTypes.currency')}
            value={field.value}
            onValueChange={field.onChange}
            error={fieldErrorText(t, errors.currencyId)}
            options={currencies.map((currency) => ({ value: currency.id, label: currency.code }))}
          />
        )}
      />
    </FormFrame>
  );
}
