import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { setupPatientsTests } from '../testing/setup-tests';
import { avatarObjectPath, PersonAvatar } from 'shared-ui';

setupPatientsTests();

describe('avatars of the private bucket', () => {
  it('takes the object path from a stored path or a former public URL; other URLs are shown as they are', () => {
    expect(avatarObjectPath('patients/p1/avatar-5.jpg')).toBe('patients/p1/avatar-5.jpg');
    expect(avatarObjectPath('http://127.0.0.1:54321/storage/v1/object/public/avatars/u1/avatar-1.png')).toBe(
      'u1/avatar-1.png',
    );
    expect(avatarObjectPath('blob:http://localhost/1234')).toBeNull();
    expect(avatarObjectPath('data:image/png;base64,AAAA')).toBeNull();
  });

  it('shows a signed URL, never the stored value itself', async () => {
    const { container } = renderWithProviders(
      <PersonAvatar
        person={{ firstName: 'Kari', lastName: 'Nordmann', avatarUrl: 'patients/p1/avatar-5.png' }}
      />,
    );
    expect(screen.getByText('KN')).toBeInTheDocument();
    await waitFor(() => expect(container.querySelector('img')).not.toBeNull());
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toMatch(
      /\/storage\/v1\/object\/sign\/avatars\/patients\/p1\/avatar-5\.png\?token=/,
    );
  });
});
