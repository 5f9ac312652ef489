import { useRef } from 'react';
import styled from 'styled-components';
import { ImagePlus } from 'lucide-react';
import { Button } from 'shared-ui';

const Row = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Label = styled.span`
  font-weight: 600;
`;

const Chosen = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
`;

/**
 * A file picker that looks like the rest of the product (issue 25: no native "Choose Files" button): the
 * native input stays in the page, hidden, labelled and reachable by tests and assistive technology through
 * its label; shared-ui's Button opens it; the chosen file's name (or a note that none is chosen) beside it.
 */
export function FilePickerButton({
  label,
  buttonLabel,
  chosenName,
  noneChosen,
  accept,
  onPick,
  disabled,
}: {
  label: string;
  buttonLabel: string;
  chosenName: string | null;
  noneChosen: string;
  accept: string;
  onPick(file: File | undefined): void;
  disabled?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Row>
      <Label aria-hidden>{label}</Label>
      <input
        ref={input}
        type="file"
        hidden
        aria-label={label}
        accept={accept}
        onChange={(event) => {
          onPick(event.target.files?.[0]);
          // the same file picked again after a refusal still reports a change
          event.target.value = '';
        }}
      />
      <Button type="button" onClick={() => input.current?.click()} disabled={disabled}>
        <ImagePlus size={16} aria-hidden />
        {buttonLabel}
      </Button>
      <Chosen aria-live="polite">{chosenName ?? noneChosen}</Chosen>
    </Row>
  );
}
