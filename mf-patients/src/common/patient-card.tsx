import { memo, type ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Card, PersonalData } from 'shared-ui';
import { Avatar } from './avatar';
import { copyWithToast } from './copy-to-clipboard';
import { formatPhone, fullName, type PatientCard } from './patient-card.model';

const Head = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
`;

const Name = styled(Link)`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
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

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Badge = styled.span`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space(1)};
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.small};
  font-size: ${({ theme }) => theme.font.size.small};
  background: ${({ theme }) => theme.colors.status.neutral.background};
  color: ${({ theme }) => theme.colors.status.neutral.text};
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
    <Card aria-label={fullName(card)} data-testid="patient-card">
      <Head>
        <Avatar person={card} />
        <div>
          <Name to={`/patients/${card.id}`}>
            <PersonalData>{fullName(card)}</PersonalData>
          </Name>
          {card.isTreatmentFinished && (
            <div>
              <Badge>{t('patients.treatmentFinished')}</Badge>
            </div>
          )}
        </div>
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
    </Card>
  );
});
