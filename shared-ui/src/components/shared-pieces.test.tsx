import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '../testing';
import { theme } from '../theme/theme';
import { Link } from './link';
import { List, ListItem, PlainList } from './list';
import { StatusChip } from './status-chip';
import { Table } from './table';

describe('PlainList and List', () => {
  it('are real lists without bullets or indentation', () => {
    renderWithProviders(
      <>
        <PlainList aria-label="plain">
          <li>One</li>
          <li>Two</li>
        </PlainList>
        <List aria-label="rows">
          <ListItem>A</ListItem>
          <ListItem>B</ListItem>
        </List>
      </>,
    );
    for (const name of ['plain', 'rows']) {
      const list = screen.getByRole('list', { name });
      expect(within(list).getAllByRole('listitem')).toHaveLength(2);
      const style = getComputedStyle(list);
      expect(style.listStyleType).toBe('none');
      expect(style.paddingLeft).toBe('0px');
      expect(style.marginTop).toBe('0px');
    }
  });
});

describe('Table', () => {
  it('is a table named by its caption, hidden or shown', () => {
    renderWithProviders(
      <>
        <Table caption="Payments">
          <thead>
            <tr>
              <th scope="col">Patient</th>
              <th scope="col" data-numeric>
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>Kari</td>
              <td data-numeric>600,00 kr</td>
            </tr>
          </tbody>
        </Table>
        <Table caption="Invoices" captionHidden>
          <tbody>
            <tr>
              <td>1</td>
            </tr>
          </tbody>
        </Table>
      </>,
    );
    const payments = screen.getByRole('table', { name: 'Payments' });
    expect(within(payments).getByRole('columnheader', { name: 'Amount' })).toBeInTheDocument();
    expect(within(payments).getByRole('cell', { name: '600,00 kr' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Invoices' })).toBeInTheDocument();
    expect(screen.getByText('Invoices')).toHaveStyle({ position: 'absolute' });
    expect(screen.getByText('Payments')).not.toHaveStyle({ position: 'absolute' });
  });
});

describe('StatusChip', () => {
  it('carries its state as text, coloured by tone', () => {
    renderWithProviders(
      <>
        <StatusChip tone="success">Paid</StatusChip>
        <StatusChip>Draft</StatusChip>
      </>,
    );
    const paid = screen.getByText('Paid');
    expect(paid).toHaveAttribute('data-tone', 'success');
    expect(getComputedStyle(paid).color).toBe('rgb(30, 123, 74)');
    expect(screen.getByText('Draft')).toHaveAttribute('data-tone', 'neutral');
    expect(theme.colors.status.success.text).toBe('#1e7b4a');
  });
});

describe('Link', () => {
  it('navigates inside the app with `to`, leaves it with `href`, styled without the default underline', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Routes>
        <Route
          path="/"
          element={
            <>
              <Link to="/patients/1">Kari Nordmann</Link>
              <Link href="https://clinic.example/dashboard">Clinic dashboard</Link>
            </>
          }
        />
        <Route path="/patients/:id" element={<p>Patient page</p>} />
      </Routes>,
    );
    const external = screen.getByRole('link', { name: 'Clinic dashboard' });
    expect(external).toHaveAttribute('href', 'https://clinic.example/dashboard');
    const internal = screen.getByRole('link', { name: 'Kari Nordmann' });
    expect(getComputedStyle(internal).textDecoration).toContain('none');
    expect(getComputedStyle(internal).color).toBe('rgb(47, 93, 138)');
    await user.click(internal);
    expect(await screen.findByText('Patient page')).toBeInTheDocument();
  });
});
