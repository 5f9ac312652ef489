import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { EmptyState } from './empty-state';

export interface ErrorPanelProps {
  title?: string;
  description?: string;
  /** When given, a Retry button runs it; the panel shows a spinner until it settles. */
  onRetry?: () => Promise<unknown> | void;
}

export function ErrorPanel({ title, description, onRetry }: ErrorPanelProps) {
  const { t } = useTranslation('common');
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    if (!onRetry) return;
    setRetrying(true);
    try {
      await onRetry();
    } finally {
      setRetrying(false);
    }
  };
  return (
    <EmptyState
      role="alert"
      title={title ?? t('remoteUnavailable.title')}
      description={description ?? t('remoteUnavailable.description')}
      action={
        onRetry && (
          <Button variant="primary" onClick={retry} loading={retrying}>
            {t('actions.retry')}
          </Button>
        )
      }
    />
  );
}
