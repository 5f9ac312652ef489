import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { ContentRoutes } from './app';

describe('mf-content page frames', () => {
  it.each([
    ['/appointment-types', 'Appointment types'],
    ['/appointment-type/create', 'Appointment type'],
    ['/disorders', 'Disorders'],
    ['/disorder/create', 'Disorder'],
    ['/evaluation-states', 'Evaluation states'],
    ['/evaluation-state/create', 'Evaluation state'],
    ['/video-archive', 'Video Archive'],
    ['/video-archive/videos', 'Video Archive'],
    ['/google-slides/all', 'Google slides'],
  ])('%s shows the %s page', (route, title) => {
    renderWithProviders(<ContentRoutes />, { route });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it("shows the spec's empty state", () => {
    renderWithProviders(<ContentRoutes />, { route: '/video-archive' });
    expect(screen.getByText('Your video archive is empty')).toBeInTheDocument();
  });

  it('sends a path of its area that matches no page to /not-found', () => {
    renderWithProviders(<ContentRoutes />, { route: '/appointment-types/no/such/page', showPath: true });
    expect(screen.getByTestId('path')).toHaveTextContent('/not-found');
  });
});
