import styled from 'styled-components';

/** The money forms' grid: as many columns of at least `$column` as fit, up to `$max` wide. */
export const FormGrid = styled.form<{ $column: string; $max: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $column }) => $column}, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  max-width: ${({ $max }) => $max};
`;

/** A form's buttons, on a row of their own below the fields. */
export const FormActions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

/** A note across the form's width: what the form is doing or why a field cannot be changed. */
export const FormNotice = styled.p`
  grid-column: 1 / -1;
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  margin: 0;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.status.info.background};
  color: ${({ theme }) => theme.colors.status.info.text};
  border-radius: ${({ theme }) => theme.radii.small};
`;
