import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Popover, RadioGroup, Spinner, TextField } from 'shared-ui';
import { endTimeFor, moveEnd, moveStart, TIME_STEP_SECONDS, type FormValues } from './rules';

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr auto;
  align-items: end;
  gap: ${({ theme }) => theme.space(3)};
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
      <TextField
        label={t('appointmentForm.start')}
        type="time"
        step={TIME_STEP_SECONDS}
        disabled={disabled}
        value={values.startTime}
        error={error}
        hint={disabled ? t('appointmentForm.timeRangeHint') : undefined}
        onChange={(e) => update({ startTime: e.target.value, endTime: endTimeFor(e.target.value, duration) })}
        onBlur={(e) => e.target.value && update(moveStart(e.target.value, duration))}
      />
      <TextField
        label={t('appointmentForm.end')}
        type="time"
        step={TIME_STEP_SECONDS}
        disabled={disabled}
        value={values.endTime}
        onChange={(e) => update({ endTime: e.target.value })}
        onBlur={(e) => e.target.value && update(moveEnd(e.target.value, duration))}
      />
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
    </Row>
  );
}
