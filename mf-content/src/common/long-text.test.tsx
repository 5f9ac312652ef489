import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared-ui/testing';
import { ContentRoutes } from '../app';
import { setupContentTests } from '../testing/setup-tests';
import { LongText } from './long-text';

const { db, fixtures } = setupContentTests();

describe('LongText (spec 002: over 120 characters, show more / hide)', () => {
  it('shows a text of 120 characters whole, with no toggle', () => {
    renderWithProviders(<LongText text={'a'.repeat(120)} />);
    expect(screen.getByText('a'.repeat(120))).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shortens a longer text to 120 with show more, and hide takes it back', async () => {
    const text = `${'word '.repeat(30)}end`;
    renderWithProviders(<LongText text={text} />);
    const more = screen.getByRole('button', { name: 'show more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(`${text.slice(0, 120).trimEnd()}…`)).toBeInTheDocument();
    expect(screen.queryByText(text)).not.toBeInTheDocument();
    await userEvent.click(more);
    expect(screen.getByText(text)).toBeInTheDocument();
    const hide = screen.getByRole('button', { name: 'hide' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(hide);
    expect(screen.queryByText(text)).not.toBeInTheDocument();
  });

  it('is what the video archive shows for a long description', async () => {
    const long = `A guided breathing exercise, ${'slowly in and out, '.repeat(8)}done.`;
    db.find('videos', (v) => v.id === fixtures.video.id)!.description = long;
    renderWithProviders(<ContentRoutes />, { route: '/video-archive' });
    await userEvent.click(await screen.findByRole('button', { name: 'show more' }));
    expect(screen.getByText(long)).toBeInTheDocument();
  });
});
