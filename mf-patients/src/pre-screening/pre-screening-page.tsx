import { ClipboardList, SearchX } from 'lucide-react';
import styled from 'styled-components';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Card,
  EmptyState,
  ErrorPanel,
  PageLayout,
  PageSpinner,
  PersonalData,
  Table,
  PersonAvatar,
} from 'shared-ui';
import { bookAppointmentUrl, formatPhone, fullName } from '../common/patient-card.rules';
import { answerView, sortedAnswers } from '../common/form-answers.rules';
import { usePreScreening } from './use-pre-screening';

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  flex-wrap: wrap;
  & > button {
    margin-left: auto;
  }
`;

/** E-mail and phone under the name, one per line, in the muted meta size. */
const Contact = styled.div`
  display: flex;
  flex-direction: column;
  font-size: ${({ theme }) => theme.font.size.small};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The patient's card, then the answers: one section gap (theme.space(6)) between them. */
const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
`;

/** /pre-screening/:id: the pre-screening appointment's patient, the pre-screening answers and Book. */
export function PreScreeningPage() {
  const { t } = useTranslation('mf-patients');
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const query = usePreScreening(id);
  let content;
  if (query.isPending) content = <PageSpinner label={t('common.loading')} />;
  else if (query.isError)
    content = <ErrorPanel title={t('preScreening.loadError')} onRetry={() => void query.refetch()} />;
  else if (!query.data) content = <EmptyState icon={SearchX} title={t('preScreening.notFound')} />;
  else {
    const { patient, answers } = query.data;
    const rows = answers.flatMap((record) => sortedAnswers(record.answers));
    content = (
      <Sections>
        <Card as="section" aria-label={fullName(patient)}>
          <Head>
            <PersonAvatar person={patient} />
            <div>
              <strong>
                <PersonalData>{fullName(patient)}</PersonalData>
              </strong>
              <Contact>
                <PersonalData>{patient.email}</PersonalData>
                {patient.phone && <PersonalData>{formatPhone(patient.phone)}</PersonalData>}
              </Contact>
            </div>
            <Button variant="primary" onClick={() => navigate(bookAppointmentUrl(patient.id))}>
              {t('freePatients.book')}
            </Button>
          </Head>
        </Card>
        {rows.length === 0 ? (
          <EmptyState icon={ClipboardList} title={t('preScreening.empty')} />
        ) : (
          <Table caption={t('preScreening.answers')}>
            <thead>
              <tr>
                <th scope="col">{t('answers.question')}</th>
                <th scope="col">{t('answers.answer')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((answer, index) => {
                const view = answerView(answer);
                const value =
                  view.kind === 'files'
                    ? view.files.map((f) => f.name).join(', ') || null
                    : view.kind === 'video'
                      ? view.value && t('answers.videoAnswer')
                      : view.text;
                return (
                  <tr key={index}>
                    <td>{view.question ?? t('answers.noQuestion')}</td>
                    <td>{value ?? t('answers.noAnswer')}</td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        )}
      </Sections>
    );
  }
  return <PageLayout title={t('preScreening.title')}>{content}</PageLayout>;
}
