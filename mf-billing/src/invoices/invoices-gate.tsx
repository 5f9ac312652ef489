import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { PageSpinner } from 'shared-ui';
import { useInvoicesEnabled } from '../common/use-common';

/** Spec 002 §2/§6: invoice routes exist only when the clinic has isInvoiceEnable; otherwise they are not found. */
export function InvoicesGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('mf-billing');
  const enabled = useInvoicesEnabled();
  if (enabled === undefined) return <PageSpinner label={t('loading')} />;
  if (!enabled) return <Navigate to="/not-found" replace />;
  return <>{children}</>;
}
