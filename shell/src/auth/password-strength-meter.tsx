import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { loadStrengthScorer, STRENGTH_LEVELS, type StrengthScore } from './password-rules';

const Track = styled.div`
  height: 6px;
  border-radius: 3px;
  background: ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;

const Fill = styled.div<{ $percent: number }>`
  width: ${({ $percent }) => $percent}%;
  height: 100%;
  background: ${({ theme, $percent }) =>
    $percent <= 40 ? theme.colors.danger : $percent <= 60 ? theme.colors.warning : theme.colors.success};
  transition: width 150ms ease;
`;

const Label = styled.span`
  font-size: ${({ theme }) => theme.font.size.small};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Nothing while the password is empty (spec 000 §5). */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation('shell');
  const [score, setScore] = useState<StrengthScore | null>(null);

  useEffect(() => {
    let current = true;
    if (!password) return;
    void loadStrengthScorer().then((scorePassword) => current && setScore(scorePassword(password)));
    return () => {
      current = false;
    };
  }, [password]);

  if (!password || score === null) return null;
  const level = STRENGTH_LEVELS[score];
  return (
    <div>
      <Track
        role="meter"
        aria-label={t('strength.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={level.percent}
        aria-valuetext={t(level.labelKey)}
      >
        <Fill $percent={level.percent} />
      </Track>
      <Label>{t(level.labelKey)}</Label>
    </div>
  );
}
