import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { PersonalData, privateMode } from './private-mode';

describe('PersonalData', () => {
  afterEach(() => act(() => privateMode.set(false)));

  it('blurs personal data by 5 px while private mode is on', () => {
    renderWithProviders(<PersonalData>Kari Nordmann</PersonalData>);
    const data = screen.getByText('Kari Nordmann');
    expect(data).toHaveStyle({ filter: 'none' });
    act(() => privateMode.toggle());
    expect(data).toHaveStyle({ filter: 'blur(5px)' });
    expect(data).toHaveAttribute('aria-hidden', 'true');
    act(() => privateMode.toggle());
    expect(data).toHaveStyle({ filter: 'none' });
  });
});
