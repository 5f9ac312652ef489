import { useId } from 'react';
import { Label } from 'radix-ui';
import styled from 'styled-components';
import { placeholderTrigger, useDeferredTrigger } from './deferred-trigger';
import { overlayImplementations } from './overlay-loader';
import { Chevron, selectTriggerCss, type SelectProps } from './select-parts';
import { FieldMessage, fieldLabelCss } from './text-field';

export type { SelectOption, SelectProps } from './select-parts';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

const StyledLabel = styled(Label.Root)`
  ${fieldLabelCss}
`;

const PlaceholderTrigger = styled.button<{ $invalid: boolean }>`
  ${selectTriggerCss}
`;

const SelectControl = overlayImplementations.Select;

/**
 * A labelled single choice from a short list (Radix Select: typeahead, arrow keys, Escape, the list
 * positioned and portalled above dialogs). For a long or searchable list use Combobox.
 *
 * Until the overlays' code has arrived (overlay-loader.ts) the trigger is a plain button with Radix's closed
 * state (role, ARIA, the chosen option's label); a click or ArrowDown fetches the code and opens the list.
 */
export function Select({ label, hint, id, ...control }: SelectProps) {
  const generatedId = useId();
  const triggerId = id ?? generatedId;
  const labelId = `${triggerId}-label`;
  const messageId = `${triggerId}-message`;
  const message = control.error ?? hint;
  const deferred = useDeferredTrigger();
  const { value, placeholder, error, disabled, required, name, options } = control;
  const chosen = value ? options.find((option) => option.value === value) : undefined;
  return (
    <Field>
      <StyledLabel id={labelId} htmlFor={triggerId}>
        {label}
      </StyledLabel>
      {deferred.ready ? (
        <SelectControl
          {...control}
          triggerId={triggerId}
          labelId={labelId}
          messageId={message ? messageId : undefined}
          defaultOpen={deferred.openOnArrival}
          triggerRef={deferred.triggerRef}
        />
      ) : (
        <>
          {placeholderTrigger(
            <PlaceholderTrigger
              type="button"
              role="combobox"
              id={triggerId}
              $invalid={Boolean(error)}
              aria-labelledby={labelId}
              aria-invalid={error ? true : undefined}
              aria-describedby={message ? messageId : undefined}
              aria-expanded={false}
              aria-required={required}
              aria-autocomplete="none"
              dir="ltr"
              data-state="closed"
              disabled={disabled}
              data-disabled={disabled ? '' : undefined}
              data-placeholder={value ? undefined : ''}
            >
              <span style={{ pointerEvents: 'none' }}>{value ? chosen?.label : placeholder}</span>
              <span aria-hidden="true">
                <Chevron />
              </span>
            </PlaceholderTrigger>,
            'combobox',
            deferred.intentHandlers({}),
          )}
          {name && <input type="hidden" name={name} value={value ?? ''} />}
        </>
      )}
      {message && (
        <FieldMessage id={messageId} $error={Boolean(error)} role={error ? 'alert' : undefined}>
          {message}
        </FieldMessage>
      )}
    </Field>
  );
}
