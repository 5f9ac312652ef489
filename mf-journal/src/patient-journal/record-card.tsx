import { Ellipsis } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Button,
  Card,
  currentLanguage,
  Dropdown,
  PersonalData,
  useDateLocale,
  type DropdownItem,
} from 'shared-ui';
import { formatJournalDate, priceLabel } from '../common/journal-card.rules';
import type { JournalRecord } from '../common/journal.resource';
import { sanitize } from '../common/sanitize';

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
`;

const Badge = styled.span`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.small};
  font-size: ${({ theme }) => theme.font.size.small};
  font-weight: 600;
  background: ${({ theme }) => theme.colors.status.warning.background};
  color: ${({ theme }) => theme.colors.status.warning.text};
`;

const Text = styled.div`
  margin: ${({ theme }) => theme.space(3)} 0;
  overflow-wrap: anywhere;
  p {
    margin: 0 0 ${({ theme }) => theme.space(1)};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.small};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;

export interface RecordCardProps {
  record: JournalRecord;
  isAuthor: boolean;
  onEdit(): void;
  onCopy(): void;
  onCreatePdf(): void;
  onViewPdf(): void;
  onClearPdf(): void;
  onRemove(): void;
  pdfBusy: boolean;
}

/** One journal record (spec 001 §2): text (blurred in private mode), dates, appointment facts, menu. */
export function RecordCard({ record, isAuthor, pdfBusy, ...on }: RecordCardProps) {
  const { t } = useTranslation('mf-journal');
  const locale = useDateLocale();
  const snapshot = record.snapshot;
  const items: DropdownItem[] = [
    ...(isAuthor ? [{ key: 'edit', label: t('journal.card.edit'), onSelect: on.onEdit }] : []),
    { key: 'copy', label: t('journal.card.copy'), onSelect: on.onCopy },
    record.pdfUrl
      ? { key: 'pdf', label: t('journal.pdf.view'), onSelect: on.onViewPdf }
      : { key: 'pdf', label: t('journal.pdf.create'), onSelect: on.onCreatePdf, disabled: pdfBusy },
    ...(isAuthor && record.pdfUrl
      ? [{ key: 'clear-pdf', label: t('journal.pdf.clear'), onSelect: on.onClearPdf }]
      : []),
    ...(isAuthor
      ? [{ key: 'remove', label: t('journal.card.remove'), onSelect: on.onRemove, separated: true }]
      : []),
  ];
  const price = priceLabel(snapshot, t('journal.card.free'), currentLanguage());
  const appointmentDate = formatJournalDate(snapshot?.appointmentDate, locale);
  return (
    <Card aria-label={t('journal.card.label', { date: formatJournalDate(record.createdAt, locale) })}>
      <Head>
        <div>
          <strong>{formatJournalDate(record.createdAt, locale)}</strong>{' '}
          {record.isDraft && <Badge>{t('journal.card.draft')}</Badge>}
        </div>
        <Dropdown
          trigger={
            <Button variant="ghost" aria-label={t('journal.card.menu')}>
              <Ellipsis size={18} aria-hidden="true" />
            </Button>
          }
          items={items}
        />
      </Head>
      <PersonalData>
        <Text data-testid="journal-record-text" dangerouslySetInnerHTML={{ __html: sanitize(record.text) }} />
      </PersonalData>
      <Facts>
        {snapshot?.title && (
          <>
            <dt>{t('journal.card.title')}</dt>
            <dd>{snapshot.title}</dd>
          </>
        )}
        {appointmentDate && (
          <>
            <dt>{t('journal.card.appointmentDate')}</dt>
            <dd>{appointmentDate}</dd>
          </>
        )}
        {snapshot?.duration != null && (
          <>
            <dt>{t('journal.card.duration')}</dt>
            <dd>{t('journal.card.minutes', { count: Number(snapshot.duration) })}</dd>
          </>
        )}
        {price && (
          <>
            <dt>{t('journal.card.price')}</dt>
            <dd>{price}</dd>
          </>
        )}
        <dt>{t('journal.card.therapist')}</dt>
        <dd>{record.authorName ?? t('journal.card.deletedTherapist')}</dd>
      </Facts>
    </Card>
  );
}
