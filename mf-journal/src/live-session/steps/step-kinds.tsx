import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, EmptyState, GuardedButton, List, ListItem, RemoteParcel, Select } from 'shared-ui';
import { useForms, usePresentations, useStepFileDownload } from '../../common/use-live-session-catalogue';
import { useStableCallback } from './use-stable-callback';
import type { StepContext } from '../../common/live-session.types';
import { Status } from '../../common/status-line';

export const Description = styled.p`
  margin: 0;
  white-space: pre-wrap;
`;
const FileRow = styled(ListItem)`
  align-items: center;
  justify-content: space-between;
`;
export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
`;

export function StepDescription({ text }: { text: string | null }) {
  const { t } = useTranslation('mf-journal');
  return <Description>{text?.trim() ? text : t('liveSession.noDescription')}</Description>;
}

/** CUSTOM: the description and the step's files to download. */
export function CustomStep({ step }: StepContext) {
  const { t } = useTranslation('mf-journal');
  const download = useStepFileDownload();
  return (
    <>
      <StepDescription text={step.description} />
      {step.files.length > 0 && (
        <List aria-label={t('liveSession.files')}>
          {step.files.map((file) => (
            <FileRow key={file.path}>
              <span>{file.name}</span>
              <Button
                variant="secondary"
                loading={download.isPending && download.variables?.path === file.path}
                onClick={() => download.mutate(file)}
              >
                {t('liveSession.download')}
              </Button>
            </FileRow>
          ))}
        </List>
      )}
    </>
  );
}

/** QFORM: a form picker (the step's form first) and 'Show form' / 'Cancel form showing' to the patient. */
export function QformStep({ step, sharing, confirmed, editable, actions }: StepContext) {
  const { t } = useTranslation('mf-journal');
  const forms = useForms();
  const [picked, setPicked] = useState<string>(step.formId ?? '');
  const shownId = sharing?.formId ?? null;
  const formId = picked || step.formId || '';
  const shown = Boolean(shownId);
  const reason = !editable
    ? t('liveSession.reasons.end.finished')
    : !confirmed
      ? t('liveSession.onlyLive.form')
      : !shown && !formId
        ? t('liveSession.selectForm')
        : null;
  return (
    <>
      <StepDescription text={step.description} />
      <Row>
        <div style={{ minWidth: 260 }}>
          <Select
            label={t('liveSession.form')}
            placeholder={t('liveSession.selectForm')}
            options={(forms.data ?? []).map((f) => ({ value: f.id, label: f.label }))}
            value={formId}
            onValueChange={setPicked}
            disabled={shown}
            required
          />
        </div>
        <GuardedButton
          variant={shown ? 'secondary' : 'primary'}
          reason={reason}
          loading={actions.share.isPending}
          onClick={() => actions.share.mutate({ formId: shown ? null : formId })}
        >
          {shown ? t('liveSession.cancelFormShowing') : t('liveSession.showForm')}
        </GuardedButton>
      </Row>
      {shown && (
        <Status role="status">
          {t('liveSession.formShown', { name: forms.data?.find((f) => f.id === shownId)?.label ?? '' })}
        </Status>
      )}
    </>
  );
}

/**
 * PRESENTATION: the description, a presentation of the step (or the clinic's, when the step names none) shown
 * with mf-content's slides-viewer parcel; page changes go to remote sharing while the session is live.
 */
export function PresentationStep({ step, sharing, confirmed, actions }: StepContext) {
  const { t } = useTranslation('mf-journal');
  const presentations = usePresentations();
  const offered = (presentations.data ?? []).filter(
    (p) => step.presentationIds.length === 0 || step.presentationIds.includes(p.id),
  );
  const [picked, setPicked] = useState('');
  const presentationId = picked || sharing?.presentationId || offered[0]?.id || '';
  const [localPage, setLocalPage] = useState(1);
  const page = confirmed && sharing?.presentationId === presentationId ? sharing.currentPage : localPage;
  const { mutate } = actions.share;
  const onPageChange = useStableCallback((next: number) => {
    setLocalPage(next);
    if (confirmed) mutate({ presentationId, currentPage: next });
  });
  if (presentations.isSuccess && offered.length === 0) {
    return (
      <>
        <StepDescription text={step.description} />
        <EmptyState title={t('liveSession.noPresentations')} />
      </>
    );
  }
  return (
    <>
      <StepDescription text={step.description} />
      {offered.length > 1 && (
        <div style={{ maxWidth: 360 }}>
          <Select
            label={t('liveSession.presentation')}
            options={offered.map((p) => ({ value: p.id, label: p.label }))}
            value={presentationId}
            onValueChange={(value) => {
              setPicked(value);
              setLocalPage(1);
              if (confirmed) mutate({ presentationId: value, currentPage: 1 });
            }}
          />
        </div>
      )}
      {!confirmed && <Status>{t('liveSession.onlyLive.presentation')}</Status>}
      {presentationId && (
        <RemoteParcel
          remote="mf-content"
          parcel="slides-viewer"
          props={{ presentationId, page, onPageChange }}
        />
      )}
    </>
  );
}
