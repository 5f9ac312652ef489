import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { GuardedButton, Spinner } from 'shared-ui';
import { Status } from '../../common/status-line';
import type { useSessionNotes } from './use-session-notes';

const Area = styled.textarea`
  width: 100%;
  min-height: 220px;
  box-sizing: border-box;
  font: inherit;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.medium};
  border: 1px solid ${({ theme }) => theme.colors.border};
  resize: vertical;
`;
const Bar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space(2)};
`;

/** Add notes: kept as the appointment's draft journal record (the journal record editor continues from it). */
export function NotesTab({ notes }: { notes: ReturnType<typeof useSessionNotes> }) {
  const { t } = useTranslation('mf-journal');
  if (notes.loading) return <Spinner label={t('liveSession.loading')} />;
  if (notes.closed) return <Status>{t('liveSession.notesClosed')}</Status>;
  return (
    <div>
      <label htmlFor="live-session-notes">{t('liveSession.tabs.notes')}</label>
      <Area
        id="live-session-notes"
        value={notes.value}
        onChange={(e) => notes.setText(e.target.value)}
        data-personal-data=""
      />
      <Bar>
        <GuardedButton
          variant="primary"
          reason={
            !notes.value.trim()
              ? t('liveSession.reasons.notes.empty')
              : !notes.dirty
                ? t('liveSession.reasons.notes.unchanged')
                : null
          }
          loading={notes.save.isPending}
          onClick={() => notes.save.mutate()}
        >
          {t('liveSession.saveNotes')}
        </GuardedButton>
      </Bar>
    </div>
  );
}
