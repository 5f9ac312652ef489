import { X } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button, Card, Modal, PlainList, Select } from 'shared-ui';
import { addState, canAddState, removeState, statesForLevel } from './evaluation.rules';
import type { PatientProfile } from './patient-profile.resource';
import { useEvaluationStateOptions, useSaveEvaluationStates } from './use-profile-sharing';

const Slots = styled(PlainList)`
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

const Slot = styled.li<{ $level: 1 | 2 | 3 | null }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme, $level }) =>
    $level ? theme.colors.evaluationLevel[$level].background : theme.colors.status.neutral.background};
  color: ${({ theme, $level }) => ($level ? theme.colors.evaluationLevel[$level].text : theme.colors.textMuted)};
  &::before {
    content: '';
    flex: none;
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${({ theme, $level }) => ($level ? theme.colors.evaluationLevel[$level].solid : 'transparent')};
  }
  span {
    flex: 1;
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

const LEVELS = ['1', '2', '3'] as const;

/** The three evaluation state slots with their level colours; 'Add state' picks a level, then a state. */
export function EvaluationStates({ patient }: { patient: PatientProfile }) {
  const { t } = useTranslation('mf-patients');
  const options = useEvaluationStateOptions();
  const save = useSaveEvaluationStates(patient.id);
  const [adding, setAdding] = useState(false);
  const [level, setLevel] = useState('');
  const [stateId, setStateId] = useState('');
  const slots = patient.evaluationStates;
  const choices = level ? statesForLevel(options.data ?? [], Number(level), slots) : [];

  const close = () => {
    setAdding(false);
    setLevel('');
    setStateId('');
  };
  const add = () => {
    const chosen = choices.find((choice) => choice.id === stateId);
    if (chosen) save.mutate(addState(slots, chosen), { onSuccess: close });
  };

  return (
    <Card as="section" aria-label={t('profile.evaluationStates')}>
      <h3>{t('profile.evaluationStates')}</h3>
      <Slots $gap={2}>
        {[0, 1, 2].map((index) => {
          const slot = slots[index];
          return (
            <Slot key={slot?.id ?? `empty-${index}`} $level={slot?.level ?? null}>
              <span>
                {slot
                  ? `${slot.name} · ${t('profile.level', { level: slot.level })}`
                  : t('profile.emptySlot')}
              </span>
              {slot && (
                <Button
                  variant="ghost"
                  aria-label={t('evaluation.remove', { name: slot.name })}
                  disabled={save.isPending}
                  onClick={() => save.mutate(removeState(slots, slot.id))}
                >
                  <X size={16} aria-hidden="true" />
                </Button>
              )}
            </Slot>
          );
        })}
      </Slots>
      {canAddState(slots) && (
        <Button variant="secondary" onClick={() => setAdding(true)}>
          {t('evaluation.add')}
        </Button>
      )}
      <Modal
        open={adding}
        onOpenChange={(open) => !open && close()}
        title={t('evaluation.add')}
        width="min(60vw, 520px)"
      >
        <Select
          label={t('evaluation.level')}
          options={LEVELS.map((value) => ({ value, label: t('profile.level', { level: value }) }))}
          value={level}
          onValueChange={(value) => {
            setLevel(value);
            setStateId('');
          }}
        />
        <Select
          label={t('evaluation.state')}
          options={choices.map((choice) => ({ value: choice.id, label: choice.name }))}
          value={stateId}
          onValueChange={setStateId}
          disabled={!level}
          placeholder={level && choices.length === 0 ? t('evaluation.none') : undefined}
        />
        <Actions>
          <Button variant="secondary" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button variant="primary" onClick={add} disabled={!stateId} loading={save.isPending}>
            {t('common.save')}
          </Button>
        </Actions>
      </Modal>
    </Card>
  );
}
