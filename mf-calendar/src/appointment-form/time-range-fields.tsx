import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Popover, RadioGroup, Spinner, TextField } from 'shared-ui';
import { moveEnd, moveStart, parseTypedTime, type FormValues } from './appointment-form.rules';

/** Start, End and the free-times button on one line; a hint under Start does not push the others down. */
const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) auto;
  align-items: start;
  gap: ${({ theme }) => theme.space(3)};
`;

/** The button's column: an empty line as tall as a field's label, so the button sits level with the inputs. */
const ButtonSlot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  &::before {
    content: '.';
    visibility: hidden;
    font-weight: 600;
    font-size: ${({ theme }) => theme.font.size.small};
  }
`;

const PopoverBody = styled.div`
  padding: ${({ theme }) => theme.space(4)};
`;

export interface TimeRangeFieldsProps {
  values: Pick<FormValues, 'startTime' | 'endTime'>;
  /** The appointment's length in minutes: moving one end moves the other. */
  duration: number;
  disabled: boolean;
  error: string | undefined;
  freeTimes: { starts: string[]; loading: boolean; emptyText: string | null };
  update(patch: Partial<FormValues>): void;
}

/** Start and end (5-minute steps, the end keeps the duration) and the 'Free times' list. */
export function TimeRangeFields({
  values,
  duration,
  disabled,
  error,
  freeTimes,
  update,
}: TimeRangeFieldsProps) {
  const { t } = useTranslation('mf-calendar');
  const [open, setOpen] = useState(false);
  const { starts, emptyText } = freeTimes;
  return (
    <Row>
      <TimeField
        label={t('appointmentForm.start')}
        disabled={disabled}
        value={values.startTime}
        error={error}
        hint={disabled ? t('appointmentForm.timeRangeHint') : undefined}
        onCommit={(time) => update(time ? moveStart(time, duration) : { startTime: '', endTime: '' })}
      />
      <TimeField
        label={t('appointmentForm.end')}
        disabled={disabled}
        value={values.endTime}
        onCommit={(time) => update(time ? moveEnd(time, duration) : { startTime: '', endTime: '' })}
      />
      <ButtonSlot>
        <Popover
          label={t('appointmentForm.freeTimes')}
          open={open}
          onOpenChange={setOpen}
          maxWidth="320px"
          trigger={
            <Button disabled={disabled} aria-label={t('appointmentForm.showFreeTimes')}>
              {t('appointmentForm.showFreeTimes')}
            </Button>
          }
        >
          <PopoverBody>
            {freeTimes.loading ? (
              <Spinner label={t('appointmentForm.loading')} />
            ) : (
              <RadioGroup
                label={t('appointmentForm.freeTimes')}
                orientation="vertical"
                value={starts.includes(values.startTime) ? values.startTime : ''}
                options={emptyText ? [] : starts.map((time) => ({ value: time, label: time }))}
                emptyText={emptyText ? t(`appointmentForm.emptyTimeslots.${emptyText}`) : undefined}
                onValueChange={(time) => {
                  update(moveStart(time, duration));
                  setOpen(false);
                }}
              />
            )}
          </PopoverBody>
        </Popover>
      </ButtonSlot>
    </Row>
  );
}

interface TimeFieldProps {
  label: string;
  /** `HH:mm`, or '' when none. */
  value: string;
  disabled: boolean;
  error?: string | undefined;
  hint?: string | undefined;
  /** On leaving the field: the typed time as `HH:mm`, or '' when it is empty or not a time. */
  onCommit(time: string): void;
}

/**
 * A time on the 24-hour clock, whatever the browser's language (a native time input writes 02:30 PM in an
 * English browser). The typed text is read when the field is left; text that is not a time keeps the spec's
 * time-field error under the field and empties the range, so the form cannot be saved with it.
 */
function TimeField({ label, value, disabled, error, hint, onCommit }: TimeFieldProps) {
  const { t } = useTranslation('mf-calendar');
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const [unreadable, setUnreadable] = useState(false);
  // A new value from the form (a slot, a free time, the other end moved) replaces the text.
  if (value !== shown) {
    setShown(value);
    if (value !== '' || !unreadable) {
      setText(value);
      setUnreadable(false);
    }
  }
  return (
    <TextField
      label={label}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder={t('appointmentForm.timePattern')}
      maxLength={5}
      disabled={disabled}
      value={text}
      error={error ?? (unreadable ? t('appointmentForm.validation.startTime.required') : undefined)}
      hint={hint}
      onChange={(event) => {
        setText(event.target.value);
        setUnreadable(false);
      }}
      onBlur={() => {
        if (text.trim() === '' && value === '') return;
        const time = parseTypedTime(text);
        setUnreadable(time === null && text.trim() !== '');
        if (time) setText(time);
        onCommit(time ?? '');
      }}
    />
  );
}
