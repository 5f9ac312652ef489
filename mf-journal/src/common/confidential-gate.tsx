import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, GuardedButton, Modal, useErrorMessage } from 'shared-ui';
import { useConfirmJournalAccess } from './use-journal';

const Veil = styled.div`
  filter: blur(5px);
  user-select: none;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  div {
    height: 96px;
    border-radius: ${({ theme }) => theme.radii.large};
    background: ${({ theme }) => theme.colors.border};
  }
`;

const Reason = styled.textarea`
  width: 100%;
  min-height: 88px;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  font: inherit;
  box-sizing: border-box;
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

/**
 * Spec 001 §4 'Confidential journal': a therapist who is not the patient's main therapist confirms before
 * the journal is shown, with a reason (Normen) that goes to access_log and is remembered in the database.
 * Behind the dialog only a blurred placeholder is drawn: no record text is fetched before 'Continue'.
 */
export function ConfidentialGate({ patientId }: { patientId: string }) {
  const { t } = useTranslation('mf-journal');
  const navigate = useNavigate();
  const confirm = useConfirmJournalAccess(patientId);
  const errorText = useErrorMessage('mf-journal');
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const goBack = () => navigate(-1);
  return (
    <>
      <Veil aria-hidden="true">
        <div />
        <div />
        <div />
      </Veil>
      <Modal
        open
        onOpenChange={(open) => !open && goBack()}
        title={t('journal.confidential.title')}
        description={t('journal.confidential.description')}
        closeLabel={t('journal.actions.close')}
        width="560px"
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (reason.trim() && !confirm.isPending) confirm.mutate(reason.trim());
          }}
        >
          <label htmlFor={reasonId}>{t('journal.confidential.reason')}</label>
          <Reason
            id={reasonId}
            value={reason}
            maxLength={500}
            required
            onChange={(e) => setReason(e.target.value)}
          />
          {confirm.isError && (
            <ErrorText role="alert">{errorText(confirm.error, 'journal.errors.generic')}</ErrorText>
          )}
          <Actions>
            <Button type="button" variant="secondary" onClick={goBack}>
              {t('journal.confidential.goBack')}
            </Button>
            <GuardedButton
              type="submit"
              reason={reason.trim() ? null : t('journal.confidential.reasonRequired')}
              loading={confirm.isPending}
            >
              {t('journal.confidential.continue')}
            </GuardedButton>
          </Actions>
        </form>
      </Modal>
    </>
  );
}
