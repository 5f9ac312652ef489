import type { ComponentType } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SearchX, ShieldX } from 'lucide-react';
import styled from 'styled-components';
import { Button } from 'shared-ui';

// Shown with the chrome (signed in) and without it (a signed-out visitor's unknown path): a centred panel, so the
// page never reads as a bare heading on an empty screen.
const Centre = styled.div`
  min-height: 70vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space(6)};
`;

const Panel = styled.section`
  width: min(480px, 100%);
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(8)};
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.large};
  box-shadow: ${({ theme }) => theme.shadow};
  & > svg {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Message = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.title};
`;

/** The not-found and 403 pages: an icon, the message and a Back button. */
function StatusPage({
  message,
  icon: Icon,
  onBack,
}: {
  message: string;
  icon: ComponentType<{ size?: number; strokeWidth?: number; 'aria-hidden'?: boolean }>;
  onBack: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <Centre>
      <Panel aria-labelledby="status-message">
        <Icon size={48} strokeWidth={1.5} aria-hidden />
        <Message id="status-message">{message}</Message>
        <Button variant="primary" onClick={onBack}>
          {t('actions.back')}
        </Button>
      </Panel>
    </Centre>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  return <StatusPage message={t('notFound')} icon={SearchX} onBack={() => navigate('/')} />;
}

export function ForbiddenPage() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  return <StatusPage message={t('forbidden')} icon={ShieldX} onBack={() => navigate(-1)} />;
}
