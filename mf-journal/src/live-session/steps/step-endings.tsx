import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, EmptyState, Modal, RadioGroup, RemoteParcel, GuardedButton } from 'shared-ui';
import type { Option } from '../../common/live-session-catalogue.resource';
import { Status } from '../../common/status-line';
import { Row } from './step-kinds';
import { usePackages, usePages, useTherapists } from '../../common/use-live-session-catalogue';
import type { StepContext } from '../../common/live-session.types';

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

/**
 * 'Create next appointment': mf-calendar's appointment form as a parcel, for this patient. Once it books, the
 * appointment gets isNextAppointmentWasScheduled (and the page state isNextAppointmentAdded) and the button
 * stays disabled.
 */
export function NextAppointmentStep({ data, confirmed, editable, actions }: StepContext) {
  const { t } = useTranslation('mf-journal');
  const [open, setOpen] = useState(false);
  const scheduled =
    data.appointment.nextAppointmentScheduled || Boolean(data.appointment.pageStates.isNextAppointmentAdded);
  const { mutate } = actions.nextBooked;
  const onBooked = useCallback((booked: { appointmentId: string }) => mutate(booked.appointmentId), [mutate]);
  const reason = !editable
    ? t('liveSession.reasons.end.finished')
    : scheduled
      ? t('liveSession.nextScheduled')
      : !confirmed
        ? t('liveSession.onlyLive.nextAppointment')
        : null;
  return (
    <>
      <Row>
        <GuardedButton variant="primary" reason={reason} onClick={() => setOpen(true)}>
          {t('liveSession.endings.NEXT_APPOINTMENT')}
        </GuardedButton>
      </Row>
      {scheduled && <Status role="status">{t('liveSession.nextScheduled')}</Status>}
      {/* Inline, not in a dialog: the form's own popovers (free times, date) are portaled by another React root
          (the parcel), which a dialog's focus trap and outside-click dismissal would fight. The step card is
          now the stage's width (at least ~650 px from 1280 px up), so the form is no longer squeezed. */}
      {open && !scheduled && confirmed && (
        <RemoteParcel
          remote="mf-calendar"
          parcel="appointment-form"
          props={{ patientUserId: data.appointment.patientUserId, onBooked }}
        />
      )}
    </>
  );
}

type ChoiceKind = 'therapist' | 'package' | 'page';
const KIND: Record<string, ChoiceKind> = {
  NEXT_THERAPIST: 'therapist',
  TREATMENT_PACKAGE: 'package',
  PAGE: 'page',
};

/** 'Chose next therapist' ('Select therapist'), 'Chose treatment package' ('Select package'), 'Chose page'. */
export function ChoiceStep({ data, step, confirmed, editable, actions }: StepContext) {
  const { t } = useTranslation('mf-journal');
  const kind = KIND[step.type] ?? 'page';
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState('');
  const therapists = useTherapists(kind === 'therapist');
  const packages = usePackages(kind === 'package');
  const pages = usePages(kind === 'page');
  const list: Option[] =
    (kind === 'therapist' ? therapists.data : kind === 'package' ? packages.data : pages.data) ?? [];
  const current =
    kind === 'therapist'
      ? (data.appointment.pageStates.selectedTherapistUserId ?? null)
      : kind === 'package'
        ? data.patient.packageId
        : data.patient.selectedPageId;
  const currentLabel = list.find((o) => o.id === current)?.label;
  const reason = !editable
    ? t('liveSession.reasons.end.finished')
    : confirmed
      ? null
      : t(`liveSession.onlyLive.${kind}`);
  const title = t(`liveSession.select.${kind}`);
  // The therapist and package pickers are pushed to the patient through remote sharing (spec 001 §2): opening
  // one shows the same picker in the patient app; closing it without a choice takes it away again. Saving
  // leaves the sharing on the choice (live_session_choose writes it), so the patient sees what was chosen.
  const pushed = kind === 'therapist' || kind === 'package';
  const { mutate: share } = actions.share;
  const openPicker = () => {
    setPicked(current ?? '');
    setOpen(true);
    if (pushed) share({ type: kind });
  };
  const closePicker = () => {
    setOpen(false);
    if (pushed) share({ type: 'none' });
  };
  return (
    <>
      <Row>
        <GuardedButton variant="primary" reason={reason} onClick={openPicker}>
          {title}
        </GuardedButton>
      </Row>
      {currentLabel && (
        <Status role="status">{t(`liveSession.chosen.${kind}`, { name: currentLabel })}</Status>
      )}
      <Modal
        open={open}
        onOpenChange={(next) => (next ? setOpen(true) : closePicker())}
        title={title}
        width="60vw"
      >
        {list.length === 0 ? (
          <EmptyState title={t(`liveSession.empty.${kind}`)} />
        ) : (
          <RadioGroup
            label={title}
            options={list.map((o) => ({ value: o.id, label: o.hint ? `${o.label} — ${o.hint}` : o.label }))}
            value={picked}
            onValueChange={setPicked}
          />
        )}
        <Footer>
          <Button variant="secondary" onClick={closePicker}>
            {t('liveSession.cancel')}
          </Button>
          <GuardedButton
            variant="primary"
            reason={picked ? null : t('liveSession.reasons.pick')}
            loading={actions.choose.isPending}
            onClick={() => actions.choose.mutate({ kind, id: picked }, { onSuccess: () => setOpen(false) })}
          >
            {t('liveSession.save')}
          </GuardedButton>
        </Footer>
      </Modal>
    </>
  );
}
