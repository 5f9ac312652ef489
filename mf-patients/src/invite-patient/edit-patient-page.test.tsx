import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { toast } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing';
import { setupPatientsTests } from '../testing/setup-tests';
import { EditPatientPage } from './edit-patient-page';
import { schemaErrors } from 'shared-ui/forms';
import { avatarError, avatarPath, editPatientSchema } from './edit-patient.rules';

const { db, fixtures, server } = setupPatientsTests();
const kari = fixtures.patients.kari;

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/patients/:id/edit" element={<EditPatientPage />} />
      <Route path="/patients/:id" element={<h1>Profile</h1>} />
    </Routes>,
    { route: `/patients/${kari.id}/edit` },
  );
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });

describe('edit-patient rules', () => {
  it('accepts PNG, JPEG and WebP up to 2 MB', () => {
    expect(avatarError({ type: 'image/png', size: 10 })).toBeNull();
    expect(avatarError({ type: 'image/gif', size: 10 })).toBe('avatarType');
    expect(avatarError({ type: 'image/jpeg', size: 2 * 1024 * 1024 + 1 })).toBe('avatarSize');
  });
  it("checks the invite form's name and phone rules", () => {
    const validateEdit = (values: { firstName: string; lastName: string; phone: string }) =>
      schemaErrors(editPatientSchema, values, 'invite');
    expect(validateEdit({ firstName: '', lastName: ' ', phone: 'x' })).toEqual({
      firstName: 'required',
      lastName: 'blank',
      phone: 'invalid',
    });
    expect(validateEdit({ firstName: 'A', lastName: 'B', phone: '91234567' })).toEqual({});
  });
  it("keeps a new picture under the patient's folder with a new name", () => {
    expect(avatarPath('p1', { type: 'image/jpeg' }, 5)).toBe('patients/p1/avatar-5.jpg');
  });
});

describe('/patients/:id/edit', () => {
  let success: jest.SpyInstance;
  let error: jest.SpyInstance;
  beforeEach(() => {
    success = jest.spyOn(toast, 'success').mockImplementation(() => {});
    error = jest.spyOn(toast, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('saves trimmed names, the phone as E.164 and the uploaded picture', async () => {
    renderPage();
    const first = await screen.findByLabelText('First name');
    expect(first).toHaveValue('Kari');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('readonly');
    await userEvent.clear(first);
    await userEvent.type(first, '  Karianne ');
    await userEvent.clear(screen.getByLabelText('Phone'));
    await userEvent.type(screen.getByLabelText('Phone'), '912 34 567');
    await userEvent.upload(screen.getByLabelText('Picture'), png());
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(success).toHaveBeenCalledWith('Patient was successfully updated');
    const row = db.find('users', (u) => u.id === kari.id)!;
    expect(row).toMatchObject({ first_name: 'Karianne', phone: '+4791234567' });
    // the object's path in the private bucket, never a public URL
    expect(row.avatar_url).toMatch(new RegExp(`^patients/${kari.id}/avatar-\\d+\\.png$`));
  });

  it('refuses a picture of the wrong type before uploading', async () => {
    renderPage();
    await screen.findByLabelText('First name');
    const gif = new File(['x'], 'a.gif', { type: 'image/gif' });
    await userEvent.upload(screen.getByLabelText('Picture'), gif, { applyAccept: false });
    expect(screen.getByRole('alert')).toHaveTextContent('The picture must be a PNG, JPEG or WebP image');
  });

  it('a failed upload saves nothing and keeps what was typed', async () => {
    server.use(
      http.post('*/storage/v1/object/avatars/*', () =>
        HttpResponse.json({ statusCode: '500', error: 'Internal', message: 'down' }, { status: 500 }),
      ),
    );
    renderPage();
    const last = await screen.findByLabelText('Last name');
    await userEvent.clear(last);
    await userEvent.type(last, 'Nordmann-Lie');
    await userEvent.upload(screen.getByLabelText('Picture'), png());
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        'The picture could not be uploaded; nothing was saved and your changes are still here',
      ),
    );
    expect(screen.getByLabelText('Last name')).toHaveValue('Nordmann-Lie');
    expect(db.find('users', (u) => u.id === kari.id)).toMatchObject({ last_name: kari.last_name });
  });

  it('a name rule stops the save', async () => {
    renderPage();
    const first = await screen.findByLabelText('First name');
    await userEvent.clear(first);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Please enter first name!')).toBeInTheDocument();
    expect(success).not.toHaveBeenCalled();
  });
});
