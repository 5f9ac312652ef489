import { useId } from 'react';
import { Label, Switch as RadixSwitch } from 'radix-ui';
import styled from 'styled-components';

export interface SwitchProps {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  /** Extra text read with the switch (e.g. what turning it on does). */
  description?: string;
  id?: string;
}

const Row = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Root = styled(RadixSwitch.Root)`
  all: unset;
  box-sizing: border-box;
  flex: none;
  width: 40px;
  height: 22px;
  border-radius: 11px;
  background: ${({ theme }) => theme.colors.border};
  position: relative;
  cursor: pointer;
  transition: background 120ms;
  &[data-state='checked'] {
    background: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

const Thumb = styled(RadixSwitch.Thumb)`
  display: block;
  width: 18px;
  height: 18px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  transform: translateX(2px);
  transition: transform 120ms;
  &[data-state='checked'] {
    transform: translateX(20px);
  }
`;

const StyledLabel = styled(Label.Root)`
  cursor: pointer;
`;

const Description = styled.span`
  font-size: ${({ theme }) => theme.font.size.small};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** role="switch", aria-checked, Space/Enter toggling come from Radix Switch; the label is a real <label>. */
export function Switch({ label, checked, onCheckedChange, disabled, description, id }: SwitchProps) {
  const generatedId = useId();
  const switchId = id ?? generatedId;
  const descriptionId = `${switchId}-description`;
  return (
    <Row>
      <Root
        id={switchId}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={description ? descriptionId : undefined}
      >
        <Thumb />
      </Root>
      <StyledLabel htmlFor={switchId}>{label}</StyledLabel>
      {description && <Description id={descriptionId}>{description}</Description>}
    </Row>
  );
}
