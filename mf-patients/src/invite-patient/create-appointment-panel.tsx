import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import {
  Button,
  clinicDate,
  clinicWallClock,
  DateField,
  Select,
  Switch,
  TextField,
  LIVE_SESSION_TYPES,
} from 'shared-ui';
import { fieldErrorText } from 'shared-ui/forms';
import type { AppointmentPanel } from './use-appointment-panel';
import { Panel } from './form-layout';

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The invite form's collapsible 'Create appointment' panel with its on/off switch (spec 001 §2). */
export function CreateAppointmentPanel({ panel }: { panel: AppointmentPanel }) {
  const { t } = useTranslation('mf-patients');
  // The date input's minimum (no booking in the past): the clinic's today when the panel opened.
  const [today] = useState(() => clinicDate(Date.now()));
  const { values, errors, type } = panel;
  const error = (key: keyof typeof errors) => fieldErrorText(t, errors[key]);
  const off = !values.enabled;
  const script = type?.scripts.find((s) => s.id === values.scriptId);
  const slots = panel.slots.data ?? [];

  return (
    <>
      <div>
        <Button type="button" variant="ghost" aria-expanded={panel.open} onClick={panel.toggleOpen}>
          {t('booking.panel')}
        </Button>
      </div>
      {panel.open && (
        <Panel aria-label={t('booking.panel')}>
          <Switch label={t('booking.switch')} checked={values.enabled} onCheckedChange={panel.setEnabled} />
          {panel.choices.isError && <Note role="alert">{t('booking.choicesError')}</Note>}
          {panel.choices.isSuccess && panel.types.length === 0 && <Note>{t('booking.noTypes')}</Note>}
          <Select
            label={t('invite.appointmentType')}
            options={panel.types.map((x) => ({ value: x.id, label: x.name }))}
            value={values.appointmentTypeId ?? ''}
            onValueChange={panel.setType}
            disabled={off}
            placeholder={t('invite.appointmentTypePlaceholder')}
            error={error('appointmentTypeId')}
          />
          <Select
            label={t('booking.script')}
            options={(type?.scripts ?? []).map((s) => ({ value: s.id, label: s.name }))}
            value={values.scriptId ?? ''}
            onValueChange={panel.setScript}
            disabled={off || !type}
            placeholder={t('booking.scriptPlaceholder')}
            error={error('scriptId')}
          />
          <Select
            label={t('booking.liveSessionType')}
            options={LIVE_SESSION_TYPES.filter((x) => script?.liveSessionTypes.includes(x)).map((x) => ({
              value: x,
              label: t(`liveSessionType.${x}`),
            }))}
            value={values.liveSessionType ?? ''}
            onValueChange={(v) => panel.set('liveSessionType', (v || null) as typeof values.liveSessionType)}
            disabled={off || !script}
            placeholder={t('booking.liveSessionTypePlaceholder')}
            error={error('liveSessionType')}
          />
          <DateField
            label={t('booking.date')}
            min={today}
            value={values.day}
            onChange={(day) => panel.set('day', day)}
            disabled={off}
            error={error('day')}
          />
          {/* The time stays disabled until type, session type and day are picked (spec 001 §5). */}
          <Select
            label={t('booking.time')}
            options={slots.map((s) => ({ value: s, label: clinicWallClock(s).time }))}
            value={values.startAt ?? ''}
            onValueChange={(v) => panel.set('startAt', v || null)}
            disabled={off || !panel.slots.isSuccess || slots.length === 0}
            placeholder={
              panel.slots.isSuccess && slots.length === 0
                ? t('booking.noFreeTime')
                : t('booking.timePlaceholder')
            }
            error={error('startAt')}
          />
          <TextField
            label={t('booking.title')}
            value={values.title}
            onChange={(e) => panel.set('title', e.target.value)}
            disabled={off}
            error={error('title')}
            autoComplete="off"
          />
        </Panel>
      )}
    </>
  );
}
