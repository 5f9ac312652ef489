import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Toaster } from 'shared-ui';
import { renderWithProviders, setupMockServer } from 'shared-ui/testing';
import { signedIn } from '../testing/fixtures';
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
});
