import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PlainList, VisuallyHidden } from 'shared-ui';
import { stepTitle } from './step-label';
import type { LiveSessionStep } from '../../common/live-session.types';

const Item = styled.button<{ $current: boolean }>`
  width: 100%;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  text-align: left;
  font: inherit;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.medium};
  border: 1px solid ${({ theme, $current }) => ($current ? theme.colors.primary : theme.colors.border)};
  background: ${({ theme, $current }) => ($current ? theme.colors.status.info.background : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:disabled {
    cursor: default;
  }
`;
const Mark = styled.span<{ $done: boolean }>`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 22px;
  height: 22px;
  border-radius: 50%;
  font-size: ${({ theme }) => theme.font.size.small};
  background: ${({ theme, $done }) => ($done ? theme.colors.status.success.solid : theme.colors.status.neutral.background)};
  color: ${({ theme, $done }) => ($done ? theme.colors.primaryText : theme.colors.textMuted)};
`;

export interface StepsListProps {
  steps: LiveSessionStep[];
  currentId: string | null;
  finished: string[];
  disabled: boolean;
  onSelect: (stepId: string) => void;
}

/** The script's steps and endings; the current one marked, finished ones ticked; a click makes a step current. */
export function StepsList({ steps, currentId, finished, disabled, onSelect }: StepsListProps) {
  const { t } = useTranslation('mf-journal');
  return (
    <nav aria-label={t('liveSession.steps')}>
      <PlainList as="ol" $gap={1}>
        {steps.map((step, index) => {
          const done = finished.includes(step.id);
          const current = step.id === currentId;
          return (
            <li key={step.id}>
              <Item
                type="button"
                $current={current}
                aria-current={current ? 'step' : undefined}
                disabled={disabled || current}
                onClick={() => onSelect(step.id)}
              >
                <Mark $done={done} aria-hidden>
                  {done ? <Check size={14} aria-hidden="true" /> : index + 1}
                </Mark>
                <span>
                  {stepTitle(step, t)}
                  {done && <VisuallyHidden> ({t('liveSession.stepFinished')})</VisuallyHidden>}
                </span>
              </Item>
            </li>
          );
        })}
      </PlainList>
    </nav>
  );
}
