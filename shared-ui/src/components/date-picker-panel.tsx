import { DayPicker } from 'react-day-picker';
import { enUS, nb } from 'react-day-picker/locale';
import { format, parse, isValid, type Locale } from 'date-fns';
import styled from 'styled-components';

// react-day-picker's own stylesheet, as tokens of the product (the package's CSS is not loaded: styles are
// styled-components here). The class names are the library's (`rdp-*`).
const Frame = styled.div`
  padding: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.text};

  .rdp-root {
    position: relative;
    box-sizing: border-box;
    --cell: 38px;
  }
  .rdp-root * {
    box-sizing: border-box;
  }
  .rdp-months {
    position: relative;
  }
  .rdp-nav {
    position: absolute;
    inset-block-start: 0;
    inset-inline-end: 0;
    display: flex;
    height: 40px;
    align-items: center;
  }
  .rdp-button_previous,
  .rdp-button_next {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 34px;
    height: 34px;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.small};
    background: none;
    cursor: pointer;
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.background};
    }
    &:disabled,
    &[aria-disabled='true'] {
      opacity: 0.4;
      cursor: default;
    }
  }
  .rdp-chevron {
    fill: ${({ theme }) => theme.colors.primary};
  }
  .rdp-month_caption {
    display: flex;
    align-items: center;
    height: 40px;
    font-weight: 600;
    font-size: ${({ theme }) => theme.font.size.heading};
    text-transform: capitalize;
  }
  .rdp-month_grid {
    border-collapse: collapse;
  }
  .rdp-weekday {
    padding: ${({ theme }) => theme.space(1)} 0;
    font-size: ${({ theme }) => theme.font.size.small};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
    text-transform: capitalize;
  }
  .rdp-day {
    width: var(--cell);
    height: var(--cell);
    text-align: center;
    padding: 1px;
  }
  .rdp-day_button {
    width: 100%;
    height: 100%;
    border: 1px solid transparent;
    border-radius: ${({ theme }) => theme.radii.medium};
    background: none;
    font: inherit;
    color: inherit;
    cursor: pointer;
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.background};
    }
    &:focus-visible {
      outline: 2px solid ${({ theme }) => theme.colors.focus};
      outline-offset: 1px;
    }
    &:disabled {
      cursor: default;
    }
  }
  .rdp-today:not(.rdp-outside) .rdp-day_button {
    border-color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
  .rdp-selected .rdp-day_button,
  .rdp-selected .rdp-day_button:hover {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: 600;
  }
  .rdp-outside {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .rdp-disabled {
    opacity: 0.4;
  }
  .rdp-hidden {
    visibility: hidden;
  }
`;

function toDate(day: string | undefined): Date | undefined {
  if (!day) return undefined;
  const date = parse(day, 'yyyy-MM-dd', new Date(2000, 0, 1));
  return isValid(date) ? date : undefined;
}

/** The month grid of DateField (date-field.tsx), loaded when its popover first opens. */
export default function DatePickerPanel({
  value,
  min,
  max,
  locale,
  onPick,
}: {
  value: string;
  min?: string | undefined;
  max?: string | undefined;
  locale: Locale;
  onPick(day: string): void;
}) {
  const selected = toDate(value);
  const first = toDate(min);
  const last = toDate(max);
  const disabled = [...(first ? [{ before: first }] : []), ...(last ? [{ after: last }] : [])];
  return (
    <Frame>
      <DayPicker
        mode="single"
        required={false}
        selected={selected}
        defaultMonth={selected ?? first}
        onSelect={(date) => {
          if (date) onPick(format(date, 'yyyy-MM-dd'));
        }}
        locale={locale.code === 'en-US' ? enUS : nb}
        weekStartsOn={1}
        showOutsideDays
        fixedWeeks
        disabled={disabled}
      />
    </Frame>
  );
}
