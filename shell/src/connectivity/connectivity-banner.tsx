import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useConnectivityBanner } from './use-connectivity-banner';

const Bar = styled.div<{ $tone: 'offline' | 'restored' }>`
  position: fixed;
  top: 0;
  left: 50%;
  transform: translateX(-50%);
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  border-radius: 0 0 ${({ theme }) => theme.radii.medium} ${({ theme }) => theme.radii.medium};
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
