import { Eye, EyeOff } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Tooltip, privateMode, usePrivateMode } from 'shared-ui';
import { CompactLabel } from './compact-label';

/** Click or Ctrl+Shift+L (spec 002 §4). */
export function PrivateModeToggle() {
  const { t } = useTranslation('shell');
  const enabled = usePrivateMode();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey && event.shiftKey && event.key.toLowerCase() === 'l') {
        event.preventDefault();
        privateMode.toggle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <Tooltip content={t('privateMode.shortcut')}>
      <Button
        variant={enabled ? 'primary' : 'ghost'}
        aria-pressed={enabled}
        onClick={() => privateMode.toggle()}
      >
        {enabled ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
        <CompactLabel>{t('privateMode.toggle')}</CompactLabel>
      </Button>
    </Tooltip>
  );
}
