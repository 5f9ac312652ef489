import { ClipboardList } from 'lucide-react';
import { IconEmptyState } from '../common/empty-state';
import { useState } from 'react';
import styled from 'styled-components';
import { formatClinic } from 'shared-ui/time';
import { ANSWER_DATE_TIME_PATTERN } from '../common/date-patterns';
import { useTranslation } from 'react-i18next';
import { Button, Card, CardGrid, ErrorPanel, Modal, PageSpinner } from 'shared-ui';
import {
  SUMMARY_ANSWERS,
  answerView,
  quizScore,
  sortedAnswers,
  type FormAnswerRecord,
  type StoredAnswer,
} from './form-answers.model';
import { useFormAnswers } from './use-patient-profile';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

function AnswerValue({ answer }: { answer: StoredAnswer }) {
  const { t } = useTranslation('mf-patients');
  const view = answerView(answer);
  if (view.kind === 'files')
    return view.files.length ? <>{view.files.map((f) => f.name).join(', ')}</> : <>{t('answers.noAnswer')}</>;
  if (view.kind === 'video') return <>{view.value ? t('answers.videoAnswer') : t('answers.noAnswer')}</>;
  return <>{view.text ?? t('answers.noAnswer')}</>;
}

function AnswerRows({ answers }: { answers: StoredAnswer[] }) {
  const { t } = useTranslation('mf-patients');
  return (
    <>
      {answers.map((answer, index) => (
        <tr key={index}>
          <td>{answerView(answer).question ?? t('answers.noQuestion')}</td>
          <td>
            <AnswerValue answer={answer} />
          </td>
        </tr>
      ))}
    </>
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
  if (list.data.length === 0) return <IconEmptyState icon={ClipboardList} title={t('answers.empty')} />;
  return (
    <>
      <CardGrid $minWidth="280px">
        {list.data.map((record) => {
          const answers = sortedAnswers(record.answers);
          return (
            <Card key={record.id}>
              <strong>{record.formTitle ?? t('answers.removedForm')}</strong>
              <div>{formatClinic(record.createdAt, ANSWER_DATE_TIME_PATTERN)}</div>
              {record.isQuiz && <div>{t('answers.score', { score: quizScore(answers) })}</div>}
              {answers.length === 0 ? (
                <p>{t('answers.noneGiven')}</p>
              ) : (
                <Table>
                  <tbody>
                    <AnswerRows answers={answers.slice(0, SUMMARY_ANSWERS)} />
                  </tbody>
                </Table>
              )}
              <Button variant="ghost" onClick={() => setOpen(record)}>
                {t('answers.details')}
              </Button>
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
          <Table>
            <thead>
              <tr>
                <th>{t('answers.question')}</th>
                <th>{t('answers.answer')}</th>
              </tr>
            </thead>
            <tbody>
              <AnswerRows answers={sortedAnswers(open.answers)} />
            </tbody>
          </Table>
        )}
      </Modal>
    </>
  );
}
