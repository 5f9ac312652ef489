import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Button,
  Modal,
  PersonalData,
  Spinner,
  useDateLocale,
  VisuallyHidden,
  richTextToPlainText,
} from 'shared-ui';
import { formatJournalDate } from '../patient-journal/journal-card-rules';
import { useAllJournalRecords } from '../patient-journal/use-patient-journal';
import { canCreatePdf, type StepStatus } from './pdf-flow';
import { PdfPreview } from './pdf-preview';
import { useGroupPdf } from './use-group-pdf';

const Steps = styled.ol`
  display: flex;
  gap: ${({ theme }) => theme.space(4)};
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  list-style: none;
`;

const Step = styled.li<{ $status: StepStatus }>`
  font-weight: ${({ $status }) => ($status === 'process' ? 700 : 400)};
  color: ${({ theme, $status }) =>
    $status === 'error'
      ? theme.colors.danger
      : $status === 'finish'
        ? theme.colors.success
        : $status === 'process'
          ? theme.colors.text
          : theme.colors.textMuted};
`;

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  max-height: 50vh;
  overflow: auto;
  li {
    padding: ${({ theme }) => theme.space(2)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

const STEP_KEYS = ['journal.pdf.selectRecords', 'journal.pdf.createPdf', 'journal.pdf.viewPdf'] as const;

/** The multi-step PDF flow of spec 001 §2/§4 for several records. */
export function GroupPdfModal({ journalId, onClose }: { journalId: string; onClose(): void }) {
  const { t } = useTranslation('mf-journal');
  const locale = useDateLocale();
  const flow = useGroupPdf();
  const all = useAllJournalRecords(journalId);
  const records = all.data ?? [];
  const { state } = flow;
  const close = () => {
    flow.close();
    onClose();
  };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && close()}
      title={t('journal.pdf.groupTitle')}
      closeLabel={t('journal.actions.close')}
    >
      <Steps aria-label={t('journal.pdf.steps')}>
        {STEP_KEYS.map((key, index) => (
          <Step
            key={key}
            $status={state.steps[index]!}
            aria-current={state.current === index ? 'step' : undefined}
          >
            {index + 1}. {t(key)}{' '}
            <VisuallyHidden>({t(`journal.pdf.status.${state.steps[index]}`)})</VisuallyHidden>
          </Step>
        ))}
      </Steps>
      {state.current === 0 || state.steps[1] === 'error' ? (
        <>
          <Button
            type="button"
            variant="ghost"
            disabled={records.length === 0}
            onClick={() => flow.selectAll(records.map((r) => r.id))}
          >
            {t('journal.pdf.selectAll')}
          </Button>
          {all.isPending && <Spinner />}
          {all.isError && <p role="alert">{t('journal.errors.generic')}</p>}
          <List>
            {records.map((record) => (
              <li key={record.id}>
                <label>
                  <input
                    type="checkbox"
                    checked={state.selected.includes(record.id)}
                    onChange={() => flow.toggle(record.id)}
                  />{' '}
                  {formatJournalDate(record.createdAt, locale)} —{' '}
                  <PersonalData>{richTextToPlainText(record.text).slice(0, 80)}</PersonalData>
                </label>
              </li>
            ))}
          </List>
          {state.steps[1] === 'error' && <p role="alert">{t('journal.pdf.failed')}</p>}
        </>
      ) : state.current === 1 ? (
        <p role="status">{t('journal.pdf.inProgress')}</p>
      ) : (
        state.file && <PdfPreview url={state.file.sourceURL} pages={state.file.countPages} />
      )}
      <Actions>
        <Button type="button" variant="secondary" onClick={close}>
          {t('journal.actions.close')}
        </Button>
        {state.current !== 2 && (
          <Button
            type="button"
            disabled={!canCreatePdf(state)}
            loading={state.steps[1] === 'process'}
            onClick={flow.start}
          >
            {t('journal.pdf.createPdf')}
          </Button>
        )}
      </Actions>
    </Modal>
  );
}
