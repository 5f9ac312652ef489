import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Button,
  EmptyState,
  GuardedButton,
  List,
  ListItem,
  Modal,
  PersonalData,
  PlainList,
  Spinner,
  StatusChip,
  useDateLocale,
  VisuallyHidden,
  richTextToPlainText,
  type StatusChipProps,
} from 'shared-ui';
import { formatJournalDate } from '../../common/journal-card.rules';
import { useAllJournalRecords } from '../../common/use-journal';
import { canCreatePdf, type StepStatus } from './pdf-flow';
import { PdfPreview } from './pdf-preview';
import { useGroupPdf } from './use-group-pdf';

const Steps = styled(PlainList)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Records = styled(List)`
  max-height: 50vh;
  overflow: auto;
  margin-top: ${({ theme }) => theme.space(2)};
  label {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    align-items: flex-start;
    cursor: pointer;
  }
  input {
    margin-top: 3px;
  }
`;

/** A step's state as a chip: the text says it, the tone repeats it. */
const STEP_TONE: Record<StepStatus, NonNullable<StatusChipProps['tone']>> = {
  wait: 'neutral',
  process: 'info',
  finish: 'success',
  error: 'danger',
};

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

/** The start of a record's text in the picker: whole words, '…' when cut. */
export const excerpt = (text: string, max = 80) =>
  text.length <= max
    ? text
    : `${text
        .slice(0, max)
        .replace(/\s+\S*$/, '')
        .replace(/[\s.,;:]+$/, '')}…`;

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
      <Steps as="ol" aria-label={t('journal.pdf.steps')}>
        {STEP_KEYS.map((key, index) => (
          <li key={key} aria-current={state.current === index ? 'step' : undefined}>
            <StatusChip tone={STEP_TONE[state.steps[index]!]}>
              {index + 1}. {t(key)}{' '}
              <VisuallyHidden>({t(`journal.pdf.status.${state.steps[index]}`)})</VisuallyHidden>
            </StatusChip>
          </li>
        ))}
      </Steps>
      {state.current === 0 || state.steps[1] === 'error' ? (
        <>
          {all.isPending && <Spinner />}
          {all.isError && <EmptyState role="alert" title={t('journal.errors.generic')} />}
          {all.isSuccess && records.length === 0 && <EmptyState title={t('journal.pdf.noRecords')} />}
          {records.length > 0 && (
            <>
              <Button type="button" variant="ghost" onClick={() => flow.selectAll(records.map((r) => r.id))}>
                {t('journal.pdf.selectAll')}
              </Button>
              <Records>
                {records.map((record) => (
                  <ListItem key={record.id}>
                    <label>
                      <input
                        type="checkbox"
                        checked={state.selected.includes(record.id)}
                        onChange={() => flow.toggle(record.id)}
                      />
                      <span>
                        {formatJournalDate(record.createdAt, locale)} —{' '}
                        <PersonalData>{excerpt(richTextToPlainText(record.text))}</PersonalData>
                      </span>
                    </label>
                  </ListItem>
                ))}
              </Records>
            </>
          )}
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
          <GuardedButton
            type="button"
            reason={
              state.selected.length === 0 && state.steps[1] !== 'process'
                ? t('journal.pdf.selectFirst')
                : null
            }
            loading={state.steps[1] === 'process'}
            onClick={() => {
              if (canCreatePdf(state)) flow.start();
            }}
          >
            {t('journal.pdf.createPdf')}
          </GuardedButton>
        )}
      </Actions>
    </Modal>
  );
}
