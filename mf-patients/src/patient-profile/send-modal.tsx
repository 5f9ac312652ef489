import { ClipboardList, FileText } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, Modal, Select, SEND_MODAL_WIDTH } from 'shared-ui';
import { useSend, useSendOptions } from './use-profile-sharing';

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

/** Send page / send form: Send is enabled once something is chosen (spec 001 §5). */
export function SendModal({
  patientUserId,
  kind,
  onClose,
}: {
  patientUserId: string;
  kind: 'page' | 'form';
  onClose(): void;
}) {
  const { t } = useTranslation('mf-patients');
  const options = useSendOptions(kind);
  const send = useSend(patientUserId, kind);
  const [choice, setChoice] = useState('');
  const list = options.data ?? [];
  return (
    <Modal
      width={SEND_MODAL_WIDTH}
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(kind === 'page' ? 'send.pageTitle' : 'send.formTitle')}
    >
      {options.isSuccess && list.length === 0 ? (
        <EmptyState
          icon={kind === 'page' ? FileText : ClipboardList}
          title={t(kind === 'page' ? 'send.noPages' : 'send.noForms')}
        />
      ) : (
        <Select
          label={t(kind === 'page' ? 'send.page' : 'send.form')}
          options={list.map((item) => ({ value: item.id, label: item.name }))}
          value={choice}
          onValueChange={setChoice}
        />
      )}
      <Actions>
        <Button variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button
          variant="primary"
          disabled={!choice}
          loading={send.isPending}
          onClick={() => send.mutate(choice, { onSuccess: onClose })}
        >
          {t('send.send')}
        </Button>
      </Actions>
    </Modal>
  );
}
