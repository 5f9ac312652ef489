import { useRef } from 'react';
import styled from 'styled-components';
import type { ReactNode } from 'react';
import { Upload } from 'lucide-react';
import { Button } from './button';

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

export interface FilePickerButtonProps {
  /** The field's name; also the hidden input's accessible name. */
  label: string;
  buttonLabel: string;
  /** What is chosen now (a file name, or "3 files"); `null` shows `noneChosen`. */
  chosenName: string | null;
  noneChosen: string;
  /** The input's accept list; omitted: any file. */
  accept?: string;
  multiple?: boolean;
  /** The picked files (one at most without `multiple`; empty when the dialog was cancelled). */
  onPick(files: File[]): void;
  disabled?: boolean;
  /** The button's icon; an upload arrow by default. */
  icon?: ReactNode;
  invalid?: boolean;
}

/**
 * The one file picker of the product (no native "Choose Files" button): the native input stays in the page,
 * hidden, labelled and reachable by tests and assistive technology through its label; shared-ui's Button opens
 * it; the chosen file's name (or a note that none is chosen) beside it.
 */
export function FilePickerButton({
  label,
  buttonLabel,
  chosenName,
  noneChosen,
  accept,
  multiple,
  onPick,
  disabled,
  icon = <Upload size={16} aria-hidden />,
  invalid,
}: FilePickerButtonProps) {
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
        multiple={multiple}
        aria-invalid={invalid ? true : undefined}
        onChange={(event) => {
          onPick(Array.from(event.target.files ?? []));
          // the same file picked again after a refusal still reports a change
          event.target.value = '';
        }}
      />
      <Button type="button" onClick={() => input.current?.click()} disabled={disabled}>
        {icon}
        {buttonLabel}
      </Button>
      <Chosen aria-live="polite">{chosenName ?? noneChosen}</Chosen>
    </Row>
  );
}
