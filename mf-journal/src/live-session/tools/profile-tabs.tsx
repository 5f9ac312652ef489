import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, EmptyState, List, ListItem, Select } from 'shared-ui';
import { useDisorders, useEvaluationStates } from '../../common/use-live-session-catalogue';
import {
  MAX_EVALUATION_STATES,
  usePatientRatings,
  type EvaluationChange,
  type EvaluationStates,
} from './use-patient-ratings';
import type { LiveSession } from '../../common/live-session.types';

const States = styled(List)`
  margin-bottom: ${({ theme }) => theme.space(4)};
`;
const Item = styled(ListItem)`
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;
const Levels = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  align-items: center;
`;
const Dot = styled.button<{ $level: 1 | 2 | 3; $on: boolean }>`
  width: 32px;
  height: 32px;
  border-radius: 50%;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  border: 2px solid ${({ theme, $level }) => theme.colors.evaluationLevel[$level].solid};
  background: ${({ theme, $level, $on }) => ($on ? theme.colors.evaluationLevel[$level].solid : theme.colors.surface)};
  color: ${({ theme, $level, $on }) => ($on ? theme.colors.primaryText : theme.colors.evaluationLevel[$level].text)};
`;

/** Evaluation States: up to three slots, each with a level 1–3 (low green, mid orange, high red); 'Add state'. */
export function EvaluationStatesTab({ data }: { data: LiveSession }) {
  const { t } = useTranslation('mf-journal');
  const all = useEvaluationStates();
  const { evaluation } = usePatientRatings(data.appointment.id, data.patient.userId);
  const current = data.patient.evaluationStates;
  const entries = Object.entries(current);
  const save = (states: EvaluationStates, change: EvaluationChange) => evaluation.mutate({ states, change });
  const addable = (all.data ?? []).filter((s) => !(s.id in current));
  if (all.isSuccess && all.data.length === 0)
    return <EmptyState title={t('liveSession.noEvaluationStates')} />;
  return (
    <div>
      <States>
        {entries.map(([id, s]) => (
          <Item key={id}>
            <strong>{s.name}</strong>
            <Levels role="group" aria-label={s.name}>
              {([1, 2, 3] as const).map((level) => (
                <Dot
                  key={level}
                  type="button"
                  $level={level}
                  $on={s.value === level}
                  aria-pressed={s.value === level}
                  aria-label={t('liveSession.evaluationLevel', { name: s.name, level })}
                  disabled={evaluation.isPending}
                  onClick={() => save({ ...current, [id]: { ...s, value: level } }, 'Updated')}
                >
                  {level}
                </Dot>
              ))}
              <Button
                variant="ghost"
                disabled={evaluation.isPending}
                onClick={() => save(Object.fromEntries(entries.filter(([k]) => k !== id)), 'Removed')}
              >
                {t('liveSession.removeState')}
              </Button>
            </Levels>
          </Item>
        ))}
      </States>
      {entries.length < MAX_EVALUATION_STATES && addable.length > 0 && (
        <Select
          label={t('liveSession.addState')}
          placeholder={t('liveSession.addState')}
          options={addable.map((s) => ({ value: s.id, label: s.name }))}
          value=""
          disabled={evaluation.isPending}
          onValueChange={(id) => {
            const s = addable.find((x) => x.id === id);
            if (s) save({ ...current, [s.id]: { level: s.level, name: s.name, value: 1 } }, 'Created');
          }}
        />
      )}
    </div>
  );
}

/** Disorder: the patient's disorder from the clinic's list. */
export function DisorderTab({ data }: { data: LiveSession }) {
  const { t } = useTranslation('mf-journal');
  const disorders = useDisorders();
  const { disorder } = usePatientRatings(data.appointment.id, data.patient.userId);
  if (disorders.isSuccess && disorders.data.length === 0)
    return <EmptyState title={t('liveSession.noDisorders')} />;
  return (
    <Select
      label={t('liveSession.tabs.disorder')}
      placeholder={t('liveSession.selectDisorder')}
      options={(disorders.data ?? []).map((d) => ({ value: d.id, label: d.label }))}
      value={data.patient.disorderId ?? ''}
      disabled={disorder.isPending}
      onValueChange={(id) => disorder.mutate(id)}
    />
  );
}
