import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, setupMockServer } from 'shared-ui/testing';
import { TEST_SUPABASE_URL as API } from '../testing/test-supabase';
import { LoginPage } from './login-page';

const tokenRequests: unknown[] = [];
const INVALID = { code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' };
let answer: { code: number; error_code: string; msg: string } = INVALID;
setupMockServer([
  http.post(`${API}/auth/v1/token`, async ({ request }) => {
    tokenRequests.push(await request.json());
    return HttpResponse.json(answer, { status: answer.code });
  }),
]);

beforeEach(() => {
  tokenRequests.length = 0;
  answer = INVALID;
});

describe('LoginPage', () => {
  it('requires email and password before calling the provider', async () => {
    renderWithProviders(<LoginPage />, { route: '/login' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(tokenRequests).toHaveLength(0);
    // typing in a field takes its error away; the other field's stays until the next submit
    await userEvent.type(screen.getByLabelText('Email'), 't');
    expect(screen.queryByText('Email is required')).toBeNull();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it("submits on Enter and shows the provider's message, keeping what was typed", async () => {
    renderWithProviders(<LoginPage />, { route: '/login' });
    await userEvent.type(screen.getByLabelText('Email'), 'therapist@demo.clinic');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid login credentials');
    expect(tokenRequests).toEqual([
      { email: 'therapist@demo.clinic', password: 'wrong-password', gotrue_meta_security: {} },
    ]);
    expect(screen.getByLabelText('Email')).toHaveValue('therapist@demo.clinic');
  });

  it('never shows a raw message: an auth error this app has no text for reads the generic one', async () => {
    answer = { code: 500, error_code: 'unexpected_failure', msg: 'pq: relation "auth.identities" is broken' };
    renderWithProviders(<LoginPage />, { route: '/login' });
    await userEvent.type(screen.getByLabelText('Email'), 'therapist@demo.clinic');
    await userEvent.type(screen.getByLabelText('Password'), 'a-password{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error happened. Check your data or try again later.',
    );
    expect(screen.queryByText(/auth\.identities/)).toBeNull();
  });

  it('signs in by itself when the link carries email, password and userId', async () => {
    renderWithProviders(<LoginPage />, { route: '/login?email=a%40b.no&password=secret1&userId=u9' });
    await waitFor(() => expect(tokenRequests).toHaveLength(1));
    expect(tokenRequests[0]).toMatchObject({ email: 'a@b.no', password: 'secret1' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid login credentials');
  });
});
