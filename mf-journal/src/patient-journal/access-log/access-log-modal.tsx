import { useTranslation } from 'react-i18next';
import { EmptyState, Modal, Spinner, Table, useDateLocale } from 'shared-ui';
import { formatJournalDate } from '../../common/journal-card.rules';
import { useAccessLog } from './use-access-log';

/** Normen: who read this patient's journal, when and why (main therapist and administrators). */
export function AccessLogModal({ patientId, onClose }: { patientId: string; onClose(): void }) {
  const { t } = useTranslation('mf-journal');
  const locale = useDateLocale();
  const log = useAccessLog(patientId, true);
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('journal.accessLog.title')}
      closeLabel={t('journal.actions.close')}
    >
      {log.isPending ? (
        <Spinner />
      ) : log.isError ? (
        <EmptyState role="alert" title={t('journal.errors.generic')} />
      ) : log.data.length === 0 ? (
        <EmptyState title={t('journal.accessLog.empty')} />
      ) : (
        <Table caption={t('journal.accessLog.title')} captionHidden>
          <thead>
            <tr>
              <th>{t('journal.accessLog.when')}</th>
              <th>{t('journal.accessLog.who')}</th>
              <th>{t('journal.accessLog.what')}</th>
              <th>{t('journal.accessLog.why')}</th>
            </tr>
          </thead>
          <tbody>
            {log.data.map((entry) => (
              <tr key={entry.id}>
                <td>{formatJournalDate(entry.createdAt, locale)}</td>
                <td>{entry.readerName ?? t('journal.card.deletedTherapist')}</td>
                <td>{t(`journal.accessLog.actions.${entry.action}`, { defaultValue: entry.action })}</td>
                <td>{entry.reason ?? (entry.isMainTherapist ? t('journal.accessLog.mainTherapist') : '')}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Modal>
  );
}
