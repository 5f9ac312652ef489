import { ClipboardList } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { ANSWER_DATE_TIME_PATTERN } from '../common/date-patterns';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Card,
  CardGrid,
  EmptyState,
  ErrorPanel,
  Modal,
  PageSpinner,
  PlainList,
  Table,
  formatClinic,
} from 'shared-ui';
import {
  SUMMARY_ANSWERS,
  answerView,
  quizScore,
  sortedAnswers,
  type FormAnswerRecord,
  type StoredAnswer,
} from '../common/form-answers.rules';
import { useFormAnswers } from './use-patient-profile';

/** The summary card's parts, one below the other. */
const Summary = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  height: 100%;
  & > button {
    margin-top: auto;
  }
`;

/** Secondary text in the summary card (the date, a question above its answer): the muted meta size. */
const Meta = styled.div`
  font-size: ${({ theme }) => theme.font.size.small};
  color: ${({ theme }) => theme.colors.textMuted};
`;

function AnswerValue({ answer }: { answer: StoredAnswer }) {
  const { t } = useTranslation('mf-patients');
  const view = answerView(answer);
  if (view.kind === 'files')
    return view.files.length ? <>{view.files.map((f) => f.name).join(', ')}</> : <>{t('answers.noAnswer')}</>;
  if (view.kind === 'video') return <>{view.value ? t('answers.videoAnswer') : t('answers.noAnswer')}</>;
  return <>{view.text ?? t('answers.noAnswer')}</>;
}

/** The first answers of a form in its summary card: question, then answer (a list, not a table). */
function AnswerSummary({ answers }: { answers: StoredAnswer[] }) {
  const { t } = useTranslation('mf-patients');
  return (
    <PlainList $gap={2}>
      {answers.map((answer, index) => (
        <li key={index}>
          <Meta>{answerView(answer).question ?? t('answers.noQuestion')}</Meta>
          <AnswerValue answer={answer} />
        </li>
      ))}
    </PlainList>
  );
}

/** Form answers: a summary card per answered form (first 3 answers) and a detail table (spec 001 §2, §9). */
export function FormAnswersTab({ patientUserId }: { patientUserId: string }) {
  const { t } = useTranslation('mf-patients');
  const list = useFormAnswers(patientUserId);
  const [open, setOpen] = useState<FormAnswerRecord | null>(null);
  if (list.isPending) return <PageSpinner label={t('common.loading')} />;
  if (list.isError)
    return <ErrorPanel title={t('profile.answersError')} onRetry={() => void list.refetch()} />;
  if (list.data.length === 0) return <EmptyState icon={ClipboardList} title={t('answers.empty')} />;
  return (
    <>
      <CardGrid $minWidth="280px">
        {list.data.map((record) => {
          const answers = sortedAnswers(record.answers);
          return (
            <Card key={record.id}>
              <Summary>
                <div>
                  <strong>{record.formTitle ?? t('answers.removedForm')}</strong>
                  <Meta>{formatClinic(record.createdAt, ANSWER_DATE_TIME_PATTERN)}</Meta>
                </div>
                {record.isQuiz && <div>{t('answers.score', { score: quizScore(answers) })}</div>}
                {answers.length === 0 ? (
                  <p>{t('answers.noneGiven')}</p>
                ) : (
                  <AnswerSummary answers={answers.slice(0, SUMMARY_ANSWERS)} />
                )}
                <Button variant="ghost" onClick={() => setOpen(record)}>
                  {t('answers.details')}
                </Button>
              </Summary>
            </Card>
          );
        })}
      </CardGrid>
      <Modal
        open={Boolean(open)}
        onOpenChange={(next) => !next && setOpen(null)}
        title={open?.formTitle ?? t('answers.removedForm')}
        width="1200px"
      >
        {open && (
          <Table caption={open.formTitle ?? t('answers.removedForm')} captionHidden>
            <thead>
              <tr>
                <th scope="col">{t('answers.question')}</th>
                <th scope="col">{t('answers.answer')}</th>
              </tr>
            </thead>
            <tbody>
              {sortedAnswers(open.answers).map((answer, index) => (
                <tr key={index}>
                  <td>{answerView(answer).question ?? t('answers.noQuestion')}</td>
                  <td>
                    <AnswerValue answer={answer} />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Modal>
    </>
  );
}
