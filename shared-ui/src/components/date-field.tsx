import { lazy, Suspense, useId, useState, type Ref } from 'react';
import { Label } from 'radix-ui';
import styled from 'styled-components';
import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDateLocale } from '../i18n/use-date-locale';
import { Popover } from './popover';
import { Spinner } from './spinner';
import { FieldInput, FieldMessage, fieldLabelCss } from './text-field';
import { formatDateForField, parseDateField } from './date-field.model';

// The month grid (react-day-picker) is fetched when the popover first opens: a form with a date is on many
// first screens, the grid is not.
const DatePickerPanel = lazy(() => import('./date-picker-panel'));

export interface DateFieldProps {
  label: string;
  /** The chosen day as `yyyy-MM-dd` (the form's value, as a native date input holds it); '' when none. */
  value: string;
  /** Called with `yyyy-MM-dd` once the text is a whole date, and with '' while it is empty or unreadable. */
  onChange(value: string): void;
  /** The first and last day the calendar offers (`yyyy-MM-dd`). Typed days outside are the form's to refuse. */
  min?: string | undefined;
  max?: string | undefined;
  error?: string | undefined;
  hint?: string | undefined;
  disabled?: boolean | undefined;
  required?: boolean | undefined;
  id?: string | undefined;
  name?: string | undefined;
  /** The text input (a form's Controller passes `field.ref`, so a refused submit focuses this field first). */
  ref?: Ref<HTMLInputElement> | undefined;
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

const StyledLabel = styled(Label.Root)`
  ${fieldLabelCss}
`;

const InputRow = styled.div`
  position: relative;
  display: flex;
  align-items: center;

  & > input {
    flex: 1;
    min-width: 0;
    padding-right: 44px;
  }
`;

const CalendarButton = styled.button`
  position: absolute;
  right: 4px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 34px;
  height: 32px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.small};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.primary};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space(6)};
`;

/**
 * The one date input of the product. Native date inputs write the day in the browser's language
 * (`11/26/2026` in a Norwegian interface); this field writes and reads it in the interface language
 * (`26.11.2026` / `11/26/2026`), also takes `yyyy-MM-dd`, and offers a month grid in a popover.
 */
export function DateField({
  label,
  value,
  onChange,
  min,
  max,
  error,
  hint,
  disabled,
  required,
  id,
  name,
  ref,
}: DateFieldProps) {
  const { t } = useTranslation('common');
  const locale = useDateLocale();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const messageId = `${inputId}-message`;
  const [text, setText] = useState(() => formatDateForField(value));
  const [unreadable, setUnreadable] = useState(false);
  const [open, setOpen] = useState(false);
  // The value this field last reported. A new `value` from the form (a reset, a preset) replaces the text, the
  // echo of what the user is typing does not. (State adjusted while rendering, as React advises for values
  // derived from props, rather than an effect.)
  const [reported, setReported] = useState(value);
  if (value !== reported) {
    setReported(value);
    setText(formatDateForField(value));
    setUnreadable(false);
  }

  const report = (day: string) => {
    if (day === reported) return;
    setReported(day);
    onChange(day);
  };

  const type = (next: string) => {
    setText(next);
    setUnreadable(false);
    report(parseDateField(next) ?? '');
  };

  const pick = (day: string) => {
    setText(formatDateForField(day));
    setUnreadable(false);
    report(day);
    setOpen(false);
  };

  const pattern = t('dateField.pattern');
  const shownError = error ?? (unreadable ? t('dateField.unreadable', { pattern }) : undefined);
  const message = shownError ?? hint;

  return (
    <Field>
      <StyledLabel htmlFor={inputId}>{label}</StyledLabel>
      <InputRow>
        <FieldInput
          ref={ref}
          id={inputId}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={pattern}
          value={text}
          disabled={disabled}
          required={required}
          $invalid={Boolean(shownError)}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          onChange={(event) => type(event.target.value)}
          onBlur={() => {
            const day = parseDateField(text);
            if (day) setText(formatDateForField(day));
            else setUnreadable(text.trim() !== '');
          }}
        />
        <Popover
          label={t('dateField.calendar')}
          open={open}
          onOpenChange={setOpen}
          maxWidth="340px"
          maxHeight="420px"
          trigger={
            // Its name does not repeat the field's label: the label names the input alone.
            <CalendarButton type="button" disabled={disabled} aria-label={t('dateField.choose')}>
              <CalendarDays size={18} aria-hidden />
            </CalendarButton>
          }
        >
          <Suspense
            fallback={
              <Loading>
                <Spinner />
              </Loading>
            }
          >
            <DatePickerPanel value={value} min={min} max={max} locale={locale} onPick={pick} />
          </Suspense>
        </Popover>
      </InputRow>
      {message && (
        <FieldMessage id={messageId} $error={Boolean(shownError)} role={shownError ? 'alert' : undefined}>
          {message}
        </FieldMessage>
      )}
    </Field>
  );
}
