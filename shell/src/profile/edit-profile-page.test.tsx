import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Toaster } from 'shared-ui';
import { renderWithProviders, setupMockServer } from 'shared-ui/testing';
import { signedIn, therapistProfile } from '../testing/fixtures';
import { TEST_SUPABASE_URL as API } from '../testing/test-supabase';
import { EditProfilePage } from './edit-profile-page';

const updates: unknown[] = [];
let failSave = false;
setupMockServer([
  http.patch(`${API}/rest/v1/users`, async ({ request }) => {
    updates.push(await request.json());
    return failSave
      ? HttpResponse.json({ code: 'XX000', message: 'boom', details: null, hint: null }, { status: 500 })
      : new HttpResponse(null, { status: 204 });
  }),
  // the private avatars bucket: uploads, and signed URLs for showing a picture
  http.post(`${API}/storage/v1/object/avatars/*`, ({ request }) =>
    HttpResponse.json({ Key: new URL(request.url).pathname.split('/object/')[1], Id: 'object-1' }),
  ),
  http.post(`${API}/storage/v1/object/sign/avatars/*`, ({ request }) =>
    HttpResponse.json({ signedURL: `${new URL(request.url).pathname.split('/storage/v1')[1]}?token=t` }),
  ),
]);

const auth = signedIn();

beforeEach(() => {
  updates.length = 0;
  failSave = false;
});

describe('EditProfilePage', () => {
  it('refuses an empty or blank first name and changes nothing', async () => {
    renderWithProviders(<EditProfilePage auth={auth} />);
    await userEvent.clear(screen.getByLabelText('First name'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Please enter first name!')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('First name'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('First name should not be empty')).toBeInTheDocument();
    expect(updates).toEqual([]);
  });

  it('saves trimmed values and says so', async () => {
    renderWithProviders(
      <>
        <EditProfilePage auth={auth} />
        <Toaster />
      </>,
    );
    await userEvent.type(screen.getByLabelText('Description'), '  CBT and sleep  ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your profile was updated', { selector: 'div' })).toBeInTheDocument();
    expect(updates).toEqual([
      { first_name: 'Ingrid', last_name: 'Solberg', phone: '+4791000002', description: 'CBT and sleep' },
    ]);
  });

  it('caps the description at 255 characters, as the spec says', () => {
    renderWithProviders(<EditProfilePage auth={auth} />);
    expect(screen.getByLabelText('Description')).toHaveAttribute('maxlength', '255');
  });

  it('refuses a phone that is not a number, saves nothing and keeps what was typed', async () => {
    renderWithProviders(
      <>
        <EditProfilePage auth={auth} />
        <Toaster />
      </>,
    );
    const phone = screen.getByLabelText('Phone');
    await userEvent.clear(phone);
    await userEvent.type(phone, 'abc');
    await userEvent.type(screen.getByLabelText('Description'), 'Kept');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(phone).toHaveAccessibleDescription(
      'Please enter a valid phone number in international format, e.g. +47 91 23 45 67',
    );
    expect(phone).toHaveValue('abc');
    expect(screen.getByLabelText('Description')).toHaveValue('Kept');
    expect(updates).toEqual([]);
  });

  it('saves a national number in international format', async () => {
    renderWithProviders(<EditProfilePage auth={auth} />);
    const phone = screen.getByLabelText('Phone');
    expect(phone).toHaveValue('+47 91 00 00 02');
    await userEvent.clear(phone);
    await userEvent.type(phone, '912 34 567');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toMatchObject({ phone: '+4791234567' });
  });

  it('keeps what was typed when the save fails', async () => {
    failSave = true;
    renderWithProviders(
      <>
        <EditProfilePage auth={auth} />
        <Toaster />
      </>,
    );
    await userEvent.type(screen.getByLabelText('Description'), 'Unsaved words');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error during saving changes', { selector: 'div' })).toBeInTheDocument();
    expect(screen.getByLabelText('Description')).toHaveValue('Unsaved words');
  });

  it('shows the stored avatar through a signed URL of the private bucket', async () => {
    const withAvatar = signedIn({ avatarUrl: `${therapistProfile.id}/avatar-1.png` });
    renderWithProviders(<EditProfilePage auth={withAvatar} />);
    const img = await screen.findByRole('img', { name: 'Profile picture' });
    expect(img.getAttribute('src')).toMatch(
      new RegExp(`/storage/v1/object/sign/avatars/${therapistProfile.id}/avatar-1\\.png\\?token=t$`),
    );
  });

  it("uploads a new avatar and saves the object's path, not a public URL", async () => {
    renderWithProviders(
      <>
        <EditProfilePage auth={auth} />
        <Toaster />
      </>,
    );
    // the preview's object URL (jsdom's File is not the Blob Node's URL accepts)
    const created = jest.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
    const revoked = jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Profile picture'), png);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your profile was updated', { selector: 'div' })).toBeInTheDocument();
    expect((updates[0] as { avatar_url: string }).avatar_url).toMatch(
      new RegExp(`^${therapistProfile.id}/avatar-\\d+\\.png$`),
    );
    created.mockRestore();
    revoked.mockRestore();
  });
});
