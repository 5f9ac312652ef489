import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, Toaster } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing';
import { setupBillingTests } from '../testing/setup-tests';
import { BillingRoutes } from '../app';

const { db, fixtures, server } = setupBillingTests();

/** Kari's not-sent session put on an invoice of this number (then the invoice prices it). */
const invoiceKarisSession = (number: number) =>
  db.insert('invoices', {
    clinic_id: fixtures.clinic.id,
    number,
    patient_user_id: fixtures.patients.kari.id,
    therapist_user_id: fixtures.therapist.id,
    appointment_ids: [fixtures.appointments.notSent.id],
    items_data: [],
    total: 950,
    currency_code: 'NOK',
    is_paid: false,
    pdf_url: null,
    created_at: new Date().toISOString(),
  });

const rowOf = async (name: RegExp) => (await screen.findAllByRole('listitem', { name })).at(0)!;

describe('/payments', () => {
  it('lists Not sent items with price, date and a disabled Free row; canceled, paid and others’ items are not listed', async () => {
    renderWithProviders(<BillingRoutes />, { route: '/payments' });
    expect(await screen.findByRole('tab', { name: 'Not sent', selected: true })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Not sent' });
    const rows = within(list).getAllByTestId('payment-row');
    expect(rows).toHaveLength(2);
    const priced = await rowOf(/Kari Nordmann, Individual therapy/);
    expect(priced).toHaveTextContent('NOK 950.00');
    expect(priced).toHaveTextContent('P-001');
    // the fixture's 10:00 UTC on the clinic's clock: 11:00 in winter, 12:00 in summer
    expect(priced).toHaveTextContent(/\d\d\.\d\d\.\d{4}, 1[12]:00/);
    expect(within(priced).getByRole('button', { name: 'Send payment request' })).toBeEnabled();
    const free = await rowOf(/Ola Hansen, Pre-screening/);
    expect(free).toHaveTextContent('Free');
    expect(within(free).getByRole('button', { name: 'Send payment request' })).toBeDisabled();
    expect(within(free).getByRole('button', { name: 'History' })).toBeDisabled();
  });

  it('shows Unpaid items with the error ribbon of a declined request and its history (max 400 px)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BillingRoutes />, { route: '/payments' });
    await user.click(await screen.findByRole('tab', { name: 'Unpaid' }));
    const list = await screen.findByRole('list', { name: 'Unpaid' });
    expect(within(list).getAllByTestId('payment-row')).toHaveLength(2);
    const declined = await rowOf(/Kari Nordmann, Individual therapy/);
    expect(within(declined).getByRole('note')).toHaveTextContent(
      'Payment failed: The payment was declined by the patient',
    );
    expect(within(declined).getByRole('button', { name: 'Re-send payment request' })).toBeEnabled();
    await user.click(within(declined).getByRole('button', { name: 'History' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment history' });
    expect(await within(dialog).findByText('The payment was declined by the patient')).toBeInTheDocument();
    const sent = await rowOf(/Åse Berg, Follow-up/);
    expect(within(sent).queryByRole('note')).toBeNull();
  });

  it('an appointment on an invoice says so and offers no payment request', async () => {
    invoiceKarisSession(7);
    renderWithProviders(<BillingRoutes />, { route: '/payments' });
    const row = await rowOf(/Kari Nordmann, Individual therapy/);
    expect(within(row).getByRole('note')).toHaveTextContent('On invoice 7');
    expect(within(row).getByRole('button', { name: 'Send payment request' })).toBeDisabled();
    // its amount is the invoice's: Edit is not offered (Remove still is)
    await userEvent
      .setup()
      .click(within(row).getByRole('button', { name: 'More actions for Kari Nordmann' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('menuitem', { name: 'Remove' })).not.toHaveAttribute('aria-disabled');
  });

  it("a free row's whole menu is disabled, as its other payment actions are", async () => {
    renderWithProviders(<BillingRoutes />, { route: '/payments' });
    const free = await rowOf(/Ola Hansen, Pre-screening/);
    expect(within(free).getByRole('button', { name: 'More actions for Ola Hansen' })).toBeDisabled();
  });

  it('sends a payment request: the row moves to Unpaid with Re-send payment request', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BillingRoutes />, { route: '/payments' });
    const row = await rowOf(/Kari Nordmann, Individual therapy/);
    await user.click(within(row).getByRole('button', { name: 'Send payment request' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: /Kari Nordmann/ })).toBeNull());
    const payment = db.find('payments', (p) => p.appointment_id === fixtures.appointments.notSent.id)!;
    expect(payment).toMatchObject({ amount: 95000, status: 'created' });
    await user.click(screen.getByRole('tab', { name: 'Unpaid' }));
    const moved = await screen.findAllByRole('button', { name: 'Re-send payment request' });
    expect(moved).toHaveLength(3);
  });

  it('a double click on Send payment request (both clicks before any re-render) sends one request', async () => {
    // the mock function answers a second send with the open request, so count what reaches it
    const sends: string[] = [];
    const count = ({ request }: { request: Request }) => {
      if (request.url.includes('/functions/v1/payments/send')) sends.push(request.url);
    };
    server.events.on('request:start', count);
    try {
      renderWithProviders(<BillingRoutes />, { route: '/payments' });
      const row = await rowOf(/Kari Nordmann, Individual therapy/);
      const send = within(row).getByRole('button', { name: 'Send payment request' });
      // one act: React renders nothing between the two clicks
      act(() => {
        send.click();
        send.click();
      });
      await waitFor(() => expect(screen.queryByRole('listitem', { name: /Kari Nordmann/ })).toBeNull());
      expect(sends).toHaveLength(1);
    } finally {
      server.events.removeListener('request:start', count);
    }
  });

  it('removes an item after confirmation', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BillingRoutes />, { route: '/payments' });
    const row = await rowOf(/Kari Nordmann, Individual therapy/);
    await user.click(within(row).getByRole('button', { name: 'More actions for Kari Nordmann' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove payment' });
    expect(dialog).toHaveTextContent('Are you sure you want to remove this payment?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, remove' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: /Kari Nordmann/ })).toBeNull());
    expect(
      db.find('appointments', (a) => a.id === fixtures.appointments.notSent.id)?.is_payment_item_deleted,
    ).toBe(true);
  });
});

describe('/payments in Norwegian', () => {
  beforeEach(() => i18n.changeLanguage('no'));
  afterEach(async () => {
    cleanup(); // unmounted first: the language change re-renders nothing
    await act(() => i18n.changeLanguage('en'));
  });

  it("shows amounts as '950,00 kr' and a provider's error in Norwegian in the ribbon and the history, never its stored English text", async () => {
    const user = userEvent.setup();
    renderWithProviders(<BillingRoutes />, { route: '/payments?category=UNPAID' });
    const declined = await rowOf(/Kari Nordmann, Individual therapy/);
    expect(declined.textContent).toMatch(/950,00\s*kr/);
    expect(within(declined).getByRole('note')).toHaveTextContent(
      'Betalingen feilet: Betalingen ble avvist av pasienten',
    );
    await user.click(within(declined).getByRole('button', { name: 'Historikk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Betalingshistorikk' });
    expect(await within(dialog).findByText('Betalingen ble avvist av pasienten')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(fixtures.payments.declined.error_message);
  });
});

describe('/payment/:id/edit', () => {
  it.each([
    ['a malformed id', 'not-a-uuid'],
    ['an unknown id', '00000000-0000-4000-8000-00000000abcd'],
    ["a colleague's item", fixtures.appointments.colleagues.id],
  ])('%s is a not-found (the shell page), never a failure', async (_what, id) => {
    renderWithProviders(<BillingRoutes />, { route: `/payment/${id}/edit`, showPath: true });
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/not-found'));
    // a malformed id never reaches the database
    if (id === 'not-a-uuid') expect(db.callsOf('get_payment_item')).toHaveLength(0);
  });

  it('loads the item directly, refuses price 0 with the spec text, then saves a rounded price', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BillingRoutes />, {
      route: `/payment/${fixtures.appointments.notSent.id}/edit`,
      showPath: true,
    });
    const price = await screen.findByLabelText('Price');
    await waitFor(() => expect(price).toHaveValue('950'));
    expect(screen.getByLabelText('E-mail')).toHaveValue('kari@example.no');
    await user.clear(price);
    await user.type(price, '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The price should be greater than 0')).toBeInTheDocument();
    expect(price).toHaveFocus();
    expect(db.callsOf('update_payment_info')).toHaveLength(0);
    await user.clear(price);
    await user.type(price, '1234.567');
    // The date field takes the focus of a save it refuses, as the plain inputs do.
    const date = screen.getByLabelText('Date');
    const day = (date as HTMLInputElement).value;
    await user.clear(date);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please select date!')).toBeInTheDocument();
    expect(date).toHaveFocus();
    await user.type(date, day);
    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a valid email address!')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'kari.n@example.no');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/payments'));
    expect(db.callsOf('update_payment_info')[0]).toMatchObject({
      p_price: 1234.57,
      p_email: 'kari.n@example.no',
    });
  });

  it('a refused save keeps everything typed and says why (on its field when it has one); then a double click saves once', async () => {
    const user = userEvent.setup();
    const id = fixtures.appointments.notSent.id;
    renderWithProviders(
      <>
        <BillingRoutes />
        <Toaster />
      </>,
      { route: `/payment/${id}/edit`, showPath: true },
    );
    const price = await screen.findByLabelText('Price');
    await waitFor(() => expect(price).toHaveValue('950'));
    const email = screen.getByLabelText('E-mail');
    await user.clear(price);
    await user.type(price, '875,50');
    await user.clear(email);
    await user.type(email, 'kari.new@example.no');
    const stored = () => db.find('appointments', (a) => a.id === id)!.updated_payment_info;
    const before = stored();

    // the patient paid meanwhile: the database refuses, the form keeps what was typed
    db.update('appointments', (a) => a.id === id, { is_paid: true });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Error occured in the updation of payment for appointment'),
    ).toBeInTheDocument();
    expect(price).toHaveValue('875,50');
    expect(email).toHaveValue('kari.new@example.no');
    expect(screen.getByTestId('path')).toHaveTextContent(`/payment/${id}/edit`);
    expect(stored()).toEqual(before);

    // a refusal about one field (the currency was removed meanwhile) is shown on that field
    db.update('appointments', (a) => a.id === id, { is_paid: false });
    const [nok] = db.remove('currencies', (c) => c.id === fixtures.currencies.nok.id);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveAccessibleDescription(
        'Please select currency!',
      ),
    );
    expect(price).toHaveValue('875,50');
    expect(stored()).toEqual(before);

    // saved again as it is: a double click (both clicks before any re-render) is one save
    db.insert('currencies', nok!);
    const save = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(/^\/payments$/));
    expect(db.callsOf('update_payment_info')).toHaveLength(3);
    expect(stored()).toMatchObject({ price: 875.5, email: 'kari.new@example.no' });
  });

  it('while a payment request is open, price and currency wait (said on the form); the e-mail can change', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BillingRoutes />, {
      route: `/payment/${fixtures.appointments.unpaid.id}/edit`,
      showPath: true,
    });
    expect(await screen.findByRole('note')).toHaveTextContent(
      'A payment request is open: the price and currency can be changed once it is paid or declined.',
    );
    expect(screen.getByLabelText('Price')).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Currency' })).toBeDisabled();
    const email = screen.getByLabelText('E-mail');
    expect(email).toBeEnabled();
    await user.clear(email);
    await user.type(email, 'aase.b@example.no');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/payments'));
    expect(db.callsOf('update_payment_info')[0]).toMatchObject({
      p_price: 600,
      p_email: 'aase.b@example.no',
    });
  });

  it('an invoiced session is priced by its invoice: the form says which, and nothing can be saved', async () => {
    invoiceKarisSession(8);
    renderWithProviders(<BillingRoutes />, { route: `/payment/${fixtures.appointments.notSent.id}/edit` });
    expect(await screen.findByRole('note')).toHaveTextContent(
      'This session is on invoice 8: its amount is changed on the invoice.',
    );
    expect(screen.getByLabelText('Price')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
