import { memo, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Card, Link, PersonalData, StatusChip, PersonAvatar } from 'shared-ui';
import { copyWithToast } from './copy-to-clipboard';
import { formatPhone, fullName, type PatientCard } from './patient-card.rules';

const Head = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(3)} 0;
  font-size: ${({ theme }) => theme.font.size.small};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    min-width: 0;
  }
`;

const CopyButton = styled.button`
  border: 0;
  padding: 0;
  background: transparent;
  font: inherit;
  color: ${({ theme }) => theme.colors.primary};
  cursor: copy;
  text-align: left;
  overflow-wrap: anywhere;
  /* WCAG 2.2 target size (2.5.8): at least 24 px tall */
  min-height: 24px;
`;

/* Cards of a row are as tall as the tallest; their actions sit at the bottom, as equal-width buttons side by
   side where they fit (issue 37: stacked buttons of different widths looked unfinished). */
const Box = styled(Card)`
  display: flex;
  flex-direction: column;
`;

const Actions = styled.div`
  margin-top: auto;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  & > * {
    width: 100%;
  }
`;

const Title = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(1)};
  font-weight: 600;
`;

/** One patient card: avatar, name (→ profile), identifier, e-mail and phone (click copies), then actions. */
export const PatientCardView = memo(function PatientCardView({
  card,
  actions,
}: {
  card: PatientCard;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('mf-patients');
  const failed = t('common.copyFailed');
  const copyable = (value: string, success: string, label: string) => (
    <CopyButton
      type="button"
      // The name holds the visible value too (WCAG 2.5.3 Label in Name): "Copy E-mail kari@example.no".
      aria-label={t('common.copyLabel', { what: `${label} ${value}` })}
      onClick={() => void copyWithToast(value, success, failed)}
    >
      <PersonalData>{value}</PersonalData>
    </CopyButton>
  );
  return (
    <Box aria-label={fullName(card)} data-testid="patient-card">
      <Head>
        <PersonAvatar person={card} />
        <Title>
          <Link to={`/patients/${card.id}`}>
            <PersonalData>{fullName(card)}</PersonalData>
          </Link>
          {card.isTreatmentFinished && (
            <StatusChip tone="neutral">{t('patients.treatmentFinished')}</StatusChip>
          )}
        </Title>
      </Head>
      <Details>
        <dt>{t('patients.identifier')}</dt>
        <dd>
          {card.customIdentifier
            ? copyable(card.customIdentifier, t('patients.identifierCopied'), t('patients.identifier'))
            : '—'}
        </dd>
        <dt>{t('patients.email')}</dt>
        <dd>{card.email ? copyable(card.email, t('patients.emailCopied'), t('patients.email')) : '—'}</dd>
        <dt>{t('patients.phone')}</dt>
        <dd>
          {card.phone
            ? copyable(formatPhone(card.phone), t('patients.phoneCopied'), t('patients.phone'))
            : '—'}
        </dd>
      </Details>
      {actions && <Actions>{actions}</Actions>}
    </Box>
  );
});
