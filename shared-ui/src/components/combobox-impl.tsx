import { Fragment, useId, type ReactNode } from 'react';
import { useCombobox } from 'downshift';
import styled from 'styled-components';
import { FieldInput, FieldMessage, fieldLabelCss } from './text-field';

export interface ComboboxGroup<T> {
  key: string;
  label: string;
  items: readonly T[];
}

export interface ComboboxProps<T> {
  label: string;
  /** Options in groups (one group without a label for a flat list), already filtered for inputValue. */
  groups: readonly ComboboxGroup<T>[];
  itemKey(item: T): string;
  /** The text put in the input when an item is chosen. */
  itemToString(item: T | null): string;
  renderItem?(item: T): ReactNode;
  selectedItem: T | null;
  onSelectedItemChange(item: T | null): void;
  inputValue: string;
  onInputValueChange(value: string): void;
  error?: string | undefined;
  disabled?: boolean;
  placeholder?: string;
  /** Shown in the open list when no group has items. */
  emptyText: string;
  loading?: boolean;
  loadingText?: string;
}

const Field = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

const Label = styled.label`
  ${fieldLabelCss}
`;

const Menu = styled.ul<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.tooltip};
  max-height: 280px;
  overflow: auto;
  margin: ${({ theme }) => theme.space(1)} 0 0;
  padding: ${({ theme }) => theme.space(1)} 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.medium};
  box-shadow: ${({ theme }) => theme.shadow};
`;

const GroupLabel = styled.li`
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.size.small};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Item = styled.li<{ $highlighted: boolean; $selected: boolean }>`
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  cursor: pointer;
  background: ${({ theme, $highlighted }) => ($highlighted ? theme.colors.background : 'transparent')};
  font-weight: ${({ $selected }) => ($selected ? 600 : 400)};
`;

const Note = styled.li`
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * A searchable select (downshift's useCombobox: the ARIA 1.2 combobox pattern, arrow keys, Enter, Esc) with
 * optional labelled groups. The caller filters: typing calls onInputValueChange, so it may search a server.
 */
export function Combobox<T>({
  label,
  groups,
  itemKey,
  itemToString,
  renderItem,
  selectedItem,
  onSelectedItemChange,
  inputValue,
  onInputValueChange,
  error,
  disabled,
  placeholder,
  emptyText,
  loading,
  loadingText,
}: ComboboxProps<T>) {
  const id = useId();
  const items = groups.flatMap((g) => g.items);
  const { isOpen, highlightedIndex, getLabelProps, getInputProps, getMenuProps, getItemProps } =
    useCombobox<T>({
      id,
      items,
      itemToString,
      itemToKey: (item) => (item === null ? null : itemKey(item)),
      selectedItem,
      inputValue,
      onSelectedItemChange: ({ selectedItem: next }) => onSelectedItemChange(next ?? null),
      onInputValueChange: ({ inputValue: next }) => onInputValueChange(next ?? ''),
    });
  const messageId = `${id}-message`;
  // each group's first index in the flat item list downshift navigates
  const offsets = groups.map((_, i) => groups.slice(0, i).reduce((n, g) => n + g.items.length, 0));
  return (
    <Field>
      <Label {...getLabelProps()}>{label}</Label>
      <FieldInput
        {...getInputProps({
          disabled,
          placeholder,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? messageId : undefined,
        })}
        $invalid={Boolean(error)}
      />
      <Menu {...getMenuProps()} $open={isOpen}>
        {isOpen &&
          (items.length === 0 ? (
            <Note role="presentation">{loading && loadingText ? loadingText : emptyText}</Note>
          ) : (
            groups.map((group, groupIndex) =>
              group.items.length === 0 ? null : (
                <Fragment key={group.key}>
                  {group.label && (
                    <GroupLabel role="presentation" id={`${id}-group-${group.key}`}>
                      {group.label}
                    </GroupLabel>
                  )}
                  {group.items.map((item, i) => {
                    const itemIndex = offsets[groupIndex]! + i;
                    return (
                      <Item
                        key={itemKey(item)}
                        {...getItemProps({ item, index: itemIndex })}
                        $highlighted={highlightedIndex === itemIndex}
                        $selected={selectedItem !== null && itemKey(selectedItem) === itemKey(item)}
                        aria-describedby={group.label ? `${id}-group-${group.key}` : undefined}
                      >
                        {renderItem ? renderItem(item) : itemToString(item)}
                      </Item>
                    );
                  })}
                </Fragment>
              ),
            )
          ))}
      </Menu>
      {error && (
        <FieldMessage id={messageId} $error role="alert">
          {error}
        </FieldMessage>
      )}
    </Field>
  );
}
