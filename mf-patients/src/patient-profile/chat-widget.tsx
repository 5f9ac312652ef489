import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ANSWER_DATE_TIME_PATTERN } from '../common/date-patterns';
import { useTranslation } from 'react-i18next';
import { MessagesSquare } from 'lucide-react';
import {
  Button,
  Card,
  EmptyState,
  PersonalData,
  PlainList,
  TextField,
  useSession,
  formatClinic,
} from 'shared-ui';
import { useChat, useSendMessage } from './use-chat';

/** The thread scrolls inside the card once it is long. */
const Thread = styled(PlainList)`
  margin-bottom: ${({ theme }) => theme.space(3)};
  max-height: 320px;
  overflow-y: auto;
`;

const Bubble = styled.li<{ $mine: boolean }>`
  align-self: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  max-width: 80%;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme, $mine }) =>
    $mine ? theme.colors.status.info.background : theme.colors.status.neutral.background};
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Form = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: flex-end;
  & > :first-child {
    flex: 1;
  }
`;

/** The chat with the patient (bottom of the profile): stored, live, the receiver notified by the database. */
export function ChatWidget({ patientUserId, patientName }: { patientUserId: string; patientName: string }) {
  const { t } = useTranslation('mf-patients');
  const userId = useSession()?.userId;
  const thread = useChat(patientUserId);
  const send = useSendMessage(patientUserId);
  const [text, setText] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    if (!message || send.isPending) return;
    // The text is cleared only once stored: a failed send keeps it.
    send.mutate(message, { onSuccess: () => setText('') });
  };

  return (
    <Card as="section" aria-label={t('chat.title')}>
      <h3>{t('chat.title')}</h3>
      {thread.data && thread.data.length === 0 && (
        <EmptyState icon={MessagesSquare} title={t('chat.empty')} />
      )}
      <Thread as="ol" $gap={2} aria-label={t('chat.thread')} aria-live="polite">
        {(thread.data ?? []).map((message) => {
          const mine = message.senderId === userId;
          return (
            <Bubble key={message.id} $mine={mine}>
              <small>
                {mine ? t('chat.you') : <PersonalData>{patientName}</PersonalData>} ·{' '}
                {formatClinic(message.createdAt, ANSWER_DATE_TIME_PATTERN)}
              </small>
              <PersonalData>{message.text}</PersonalData>
            </Bubble>
          );
        })}
      </Thread>
      <Form onSubmit={submit}>
        <TextField
          label={t('chat.message')}
          value={text}
          maxLength={4000}
          onChange={(event) => setText(event.target.value)}
          autoComplete="off"
        />
        <Button type="submit" variant="primary" disabled={!text.trim()} loading={send.isPending}>
          {t('chat.send')}
        </Button>
      </Form>
    </Card>
  );
}
