import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { SideMenu } from './side-menu';

describe('SideMenu', () => {
  it("lists the spec's entries in order", () => {
    renderWithProviders(<SideMenu />);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Calendar',
      'Patients',
      'Free clients',
      'First appointment with the product',
      'Payments',
      'Waiting room',
      'Video Archive',
      'Appointment types',
      'Evaluation states',
      'Disorders',
      'Google slides',
      'Notifications',
    ]);
  });

  it.each([
    ['/patients/12/journal', 'Patients'],
    ['/invoice/3/edit', 'Payments'],
    ['/appointment-type/2/script/create', 'Appointment types'],
    ['/working-hours', 'Calendar'],
  ])('highlights the parent entry on %s', (route, entry) => {
    renderWithProviders(<SideMenu />, { route });
    expect(screen.getByRole('link', { name: entry })).toHaveAttribute('aria-current', 'page');
  });
});
