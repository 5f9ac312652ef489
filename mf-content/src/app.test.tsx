import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { ContentRoutes } from './app';

describe('mf-content routes', () => {
  it.each([
    ['/appointment-types', 'Appointment types'],
    ['/disorders', 'Disorders'],
    ['/evaluation-states', 'Evaluation states'],
    ['/video-archive', 'Video Archive'],
    ['/video-archive/videos', 'Video Archive'],
    ['/google-slides/all', 'Google slides'],
  ])('%s shows the %s page', async (route, title) => {
    renderWithProviders(<ContentRoutes />, { route });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('sends an appointment type to its Scripts tab', async () => {
    renderWithProviders(<ContentRoutes />, { route: '/appointment-type/t1', showPath: true });
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/appointment-type/t1/scripts'));
  });

  it('sends a path of its area that matches no page to /not-found', async () => {
    renderWithProviders(<ContentRoutes />, { route: '/appointment-types/no/such/page', showPath: true });
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/not-found'));
  });
});
