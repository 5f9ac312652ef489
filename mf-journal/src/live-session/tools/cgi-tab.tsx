import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CGI_LEVELS, cgiClick, cgiKinds, PHASES } from './cgi.rules';
import { usePatientRatings } from './use-patient-ratings';
import type { CgiRatings, LiveSession, LiveSessionActions } from '../../common/live-session.types';

const Group = styled.fieldset`
  border: 0;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
`;
const Legend = styled.legend`
  font-weight: 600;
  margin-bottom: ${({ theme }) => theme.space(2)};
`;
const Scale = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;
const Level = styled.button<{ $on: boolean }>`
  min-width: 36px;
  height: 36px;
  font: inherit;
  font-weight: 600;
  border-radius: ${({ theme }) => theme.radii.medium};
  border: 1px solid ${({ theme, $on }) => ($on ? theme.colors.primary : theme.colors.border)};
  background: ${({ theme, $on }) => ($on ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $on }) => ($on ? theme.colors.primaryText : theme.colors.text)};
  cursor: pointer;
  &:disabled {
    cursor: default;
    opacity: 0.6;
  }
`;

/** CGI-S and CGI-I 1–7 (clicking the selected level removes it; CGI-I hidden for pre-screening) and phase 1–6. */
export function CgiTab({
  data,
  cgi,
  actions,
}: {
  data: LiveSession;
  cgi: CgiRatings | undefined;
  actions: LiveSessionActions;
}) {
  const { t } = useTranslation('mf-journal');
  const ratings = usePatientRatings(data.appointment.id, data.patient.userId);
  const busy = actions.cgi.isPending || !cgi;
  return (
    <div>
      {cgiKinds(data.appointment.appointmentTypeName).map((kind) => (
        <Group key={kind}>
          <Legend>{t(`liveSession.cgi.${kind}`)}</Legend>
          <Scale>
            {CGI_LEVELS.map((level) => {
              const on = cgi?.[kind] === level;
              return (
                <Level
                  key={level}
                  type="button"
                  $on={on}
                  aria-pressed={on}
                  aria-label={t('liveSession.cgi.level', { kind: t(`liveSession.cgi.${kind}`), level })}
                  disabled={busy}
                  onClick={() => actions.cgi.mutate({ kind, level: cgiClick(cgi?.[kind] ?? null, level) })}
                >
                  {level}
                </Level>
              );
            })}
          </Scale>
        </Group>
      ))}
      <Group>
        <Legend>{t('liveSession.phase')}</Legend>
        <Scale>
          {PHASES.map((phase) => (
            <Level
              key={phase}
              type="button"
              $on={data.patient.phase === phase}
              aria-pressed={data.patient.phase === phase}
              aria-label={t('liveSession.phaseLevel', { phase })}
              disabled={ratings.phase.isPending}
              onClick={() => data.patient.phase !== phase && ratings.phase.mutate(phase)}
            >
              {phase}
            </Level>
          ))}
        </Scale>
      </Group>
    </div>
  );
}
