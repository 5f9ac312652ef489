import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useConnectivityBanner } from './use-connectivity-banner';

/**
 * A full-width strip in the frame's flow above the header (app-layout.tsx): it pushes the header down instead
 * of covering the bell and the user menu; only the content area below them scrolls, so both stay in view.
 */
const Bar = styled.div<{ $tone: 'offline' | 'restored' }>`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  color: #fff;
  background: ${({ theme, $tone }) => ($tone === 'offline' ? theme.colors.danger : theme.colors.success)};
`;

const Close = styled.button`
  border: 0;
  background: transparent;
  color: inherit;
  display: inline-flex;
  padding: 0;
  cursor: pointer;
`;

export function ConnectivityBanner() {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation('common');
  const { banner, dismiss } = useConnectivityBanner();
  if (banner === 'none') return null;
  return (
    <Bar $tone={banner} role={banner === 'offline' ? 'alert' : 'status'}>
      <span>{t(`connectivity.${banner}`)}</span>
      {banner === 'offline' && (
        <Close type="button" aria-label={tc('actions.close')} onClick={dismiss}>
          <X size={18} aria-hidden="true" />
        </Close>
      )}
    </Bar>
  );
}
