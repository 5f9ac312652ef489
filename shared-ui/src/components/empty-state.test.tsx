import { screen } from '@testing-library/react';
import { CalendarX } from 'lucide-react';
import { renderWithProviders } from '../testing';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows an optional icon above the title, hidden from assistive technology', () => {
    const { container } = renderWithProviders(
      <EmptyState icon={CalendarX} title="No appointments" description="Book one" />,
    );
    const section = container.querySelector('section')!;
    const icon = section.querySelector('svg')!;
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icon.getAttribute('width')).toBe('40');
    // the icon comes first, then the title
    expect(section.firstElementChild).toBe(icon);
    expect(screen.getByText('No appointments')).toBeInTheDocument();
    expect(screen.getByText('Book one')).toBeInTheDocument();
  });

  it('has no icon unless given one', () => {
    const { container } = renderWithProviders(<EmptyState title="No events to display" />);
    expect(container.querySelector('svg')).toBeNull();
  });
});
