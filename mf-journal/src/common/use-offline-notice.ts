import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'shared-ui';

// Once per lost connection, however many journal screens listen (spec: shown once on journal screens).
let shownForThisOutage = false;

/** Shows the offline message unless it was shown already for this outage. */
export function notifyOffline(message: string): void {
  if (shownForThisOutage) return;
  shownForThisOutage = true;
  toast.error(message);
}

/** 'No internet connection or network is slow' once when the connection drops on a journal screen. */
export function useOfflineNotice(): void {
  const { t } = useTranslation('mf-journal');
  useEffect(() => {
    const offline = () => notifyOffline(t('journal.offline'));
    const online = () => {
      shownForThisOutage = false;
    };
    if (typeof navigator !== 'undefined' && navigator.onLine === false) offline();
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, [t]);
}
