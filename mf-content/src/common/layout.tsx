import { Ellipsis } from 'lucide-react';
import styled from 'styled-components';
import { Button, Dropdown, Link, PlainList, type DropdownItem } from 'shared-ui';

/** The catalogue's form frame: fields stacked, Cancel and Save at the end. */
export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 640px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
  padding: ${({ theme }) => theme.space(6)};
`;

export const FormActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

export const CardHeader = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

export const CardTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.heading};
  overflow-wrap: anywhere;
`;

export const CardText = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The ⋯ menu of a card; callers pass only the items the current user may use (creator-only actions). */
export function CardMenu({ label, items }: { label: string; items: DropdownItem[] }) {
  if (items.length === 0) return null;
  return (
    <Dropdown
      trigger={
        <Button variant="ghost" aria-label={label}>
          <Ellipsis size={18} aria-hidden="true" />
        </Button>
      }
      items={items}
    />
  );
}

const Crumbs = styled(PlainList)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  li + li::before {
    content: '/';
    margin-right: ${({ theme }) => theme.space(2)};
  }
`;

export interface Crumb {
  label: string;
  to?: string;
}

export function Breadcrumbs({ label, items }: { label: string; items: Crumb[] }) {
  return (
    <nav aria-label={label}>
      <Crumbs as="ol">
        {items.map((item, index) => (
          <li key={`${index}-${item.label}`}>
            {item.to ? <Link to={item.to}>{item.label}</Link> : <span aria-current="page">{item.label}</span>}
          </li>
        ))}
      </Crumbs>
    </nav>
  );
}

/** A card grid with a fixed number of columns (the spec fixes the script and template grids' columns). */
export const ColumnsGrid = styled(PlainList)<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(4)};
`;

/** A group of checkboxes with a legend and its message (e.g. a script's live session types). */
export const CheckboxGroup = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  legend {
    padding: 0;
    font-weight: 600;
    font-size: ${({ theme }) => theme.font.size.small};
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

export const FieldError = styled.span`
  font-size: ${({ theme }) => theme.font.size.small};
  color: ${({ theme }) => theme.colors.danger};
`;

/** Why a form is shown read-only (e.g. someone else's template: only its creator edits). */
export const ReadOnlyNote = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.status.info.background};
  color: ${({ theme }) => theme.colors.status.info.text};
`;
