import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { Select, TextField, toast, useEscapeGoesBack } from 'shared-ui';
import { useSaveFailure } from '../common/use-save-failure';
import { EditorFrame, FormFrame } from '../common/form-frame';
import {
  APPOINTMENT_TYPE_DEFAULTS,
  parsePrice,
  validateAppointmentType,
  type AppointmentTypeErrors,
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
  const saveFailed = useSaveFailure();
  const [values, setValues] = useState(() => initialValues(editing, currencies));
  const [errors, setErrors] = useState<AppointmentTypeErrors>({});
  const set = (field: keyof AppointmentTypeValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const message = (field: keyof AppointmentTypeErrors) =>
    errors[field] ? t(`appointmentTypes.errors.${field}.${errors[field]}`) : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateAppointmentType(values, all, editing);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      if (found.name === 'duplicate') toast.error(t('appointmentTypes.errors.name.duplicate'));
      return;
    }
    save.mutate(
      {
        id: editing?.id,
        name: values.name,
        duration: Number(values.duration),
        pause: Number(values.pause),
        price: parsePrice(values.price),
        currencyId: values.currencyId,
        currencyCode:
          currencies.find((c) => c.id === values.currencyId)?.code ?? APPOINTMENT_TYPE_DEFAULTS.currencyCode,
      },
      {
        onSuccess: (id) => {
          toast.success(editing ? t('appointmentTypes.updated') : t('appointmentTypes.created'));
          navigate(`/appointment-type/${id}`);
        },
        onError: (failure) =>
          saveFailed(failure, () => {
            setErrors((current) => ({ ...current, name: 'duplicate' }));
            toast.error(t('appointmentTypes.errors.name.duplicate'));
          }),
      },
    );
  };

  return (
    <FormFrame
      onSubmit={onSubmit}
      label={title}
      cancelTo={editing ? `/appointment-type/${editing.id}` : '/appointment-types'}
      saving={save.isPending}
    >
      <TextField
        label={t('appointmentTypes.name')}
        value={values.name}
        error={message('name')}
        onChange={(event) => set('name')(event.target.value)}
      />
      <TextField
        label={t('appointmentTypes.duration')}
        type="number"
        min={1}
        value={values.duration}
        error={message('duration')}
        onChange={(event) => set('duration')(event.target.value)}
      />
      <TextField
        label={t('appointmentTypes.pause')}
        type="number"
        min={0}
        value={values.pause}
        error={message('pause')}
        onChange={(event) => set('pause')(event.target.value)}
      />
      <TextField
        label={t('appointmentTypes.price')}
        inputMode="decimal"
        value={values.price}
        error={message('price')}
        onChange={(event) => set('price')(event.target.value)}
      />
      <Select
        label={t('appointmentTypes.currency')}
        value={values.currencyId}
        onValueChange={set('currencyId')}
        error={message('currencyId')}
        options={currencies.map((currency) => ({ value: currency.id, label: currency.code }))}
      />
    </FormFrame>
  );
}
