import { fireEvent, screen, waitFor, within, act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, Toaster, addDaysToDate, clinicDate } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing';
import { setupBillingTests } from '../testing/setup-tests';
import { BillingRoutes } from '../app';

const { db, fixtures } = setupBillingTests();

describe('invoices', () => {
  it('lists the clinic’s invoices newest first with number, patient, dates, total and paid', async () => {
    renderWithProviders(<BillingRoutes />, { route: '/invoices' });
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Invoice 2');
    expect(rows[1]).toHaveTextContent('Ola Hansen');
    expect(rows[1]).toHaveTextContent('NOK 1,900.00');
    expect(rows[1]).toHaveTextContent('Not paid');
    expect(rows[2]).toHaveTextContent('Invoice 1');
    expect(rows[2]).toHaveTextContent('Paid');
  });

  it('/invoices?patient=<id> lists only that patient’s invoices, names the patient, and the filter clears', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BillingRoutes />, {
      route: `/invoices?patient=${fixtures.patients.kari.id}`,
      showPath: true,
    });
    const filter = await screen.findByRole('group', { name: 'Filter' });
    expect(await within(filter).findByText('Kari Nordmann')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('invoice-row')).toHaveLength(1));
    expect(screen.getByTestId('invoice-row')).toHaveTextContent('Invoice 1');
    expect(screen.queryByText('Ola Hansen')).toBeNull();
    await user.click(within(filter).getByRole('button', { name: 'Show all invoices' }));
    await waitFor(() => expect(screen.getAllByTestId('invoice-row')).toHaveLength(2));
    expect(screen.getByTestId('path')).not.toHaveTextContent('patient=');
    expect(screen.queryByRole('group', { name: 'Filter' })).toBeNull();
  });

  it('/invoices?patient=<id> of a patient without invoices (or no patient at all) says so', async () => {
    const { unmount } = renderWithProviders(<BillingRoutes />, {
      route: `/invoices?patient=${fixtures.patients.aase.id}`,
    });
    expect(await screen.findByText('There are no invoices for this patient')).toBeInTheDocument();
    expect(await screen.findByText('Åse Berg')).toBeInTheDocument();
    unmount();
    renderWithProviders(<BillingRoutes />, { route: '/invoices?patient=not-an-id' });
    expect(await screen.findByText('There are no invoices for this patient')).toBeInTheDocument();
    expect(await screen.findByText('Unknown patient')).toBeInTheDocument();
  });

  it.each(['/invoices', '/invoice/create', `/invoice/${fixtures.invoices.first.id}`])(
    '%s is not found when the clinic has no invoices',
    async (route) => {
      db.update('clinics', () => true, { is_invoice_enable: false });
      renderWithProviders(<BillingRoutes />, { route, showPath: true });
      await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/not-found'));
    },
  );

  it('create: number latest + 1 and due date + 10 days by default; the rules; save → /invoice/:id with its PDF', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BillingRoutes />, { route: '/invoice/create', showPath: true });
    const number = await screen.findByLabelText('Invoice number');
    await waitFor(() => expect(number).toHaveValue(3));
    // the dates in the spec's DD.MM.YYYY (in English too); today on the clinic's clock, due + 10 days
    const invoiceDate = screen.getByLabelText('Invoice date') as HTMLInputElement;
    const today = clinicDate(new Date());
    const due = addDaysToDate(today, 10);
    const shown = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
    expect(invoiceDate).toHaveValue(shown(today));
    expect(screen.getByLabelText('Due date')).toHaveValue(shown(due));
    await user.clear(invoiceDate);
    await user.type(invoiceDate, '25.02.2027');
    await waitFor(() => expect(screen.getByLabelText('Due date')).toHaveValue('07.03.2027'));

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Select patient, please')).toBeInTheDocument();
    expect(screen.getByText('Add at least one appointment to list.')).toBeInTheDocument();
    expect(screen.getByText('Please enter address!')).toBeInTheDocument();
    expect(db.callsOf('save_invoice')).toHaveLength(0);

    await user.click(screen.getByRole('combobox', { name: 'Patient' }));
    await user.click(await screen.findByRole('option', { name: 'Kari Nordmann' }));
    // Kari's last address is the default
    await waitFor(() => expect(screen.getByLabelText('Address')).toHaveValue('Storgata 1'));
    const [box] = await screen.findAllByRole('checkbox', { name: /Individual therapy · NOK\s950\.00/ });
    await user.click(box!);
    expect(screen.getByText(/Total \(1 appointment\)/)).toHaveTextContent('NOK 950.00');
    // a double click, both clicks before any re-render: one invoice
    const save = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(/^\/invoice\/[0-9a-f-]{36}$/));
    const saved = db.find('invoices', (i) => i.number === 3)!;
    expect(saved).toMatchObject({
      total: 950,
      pdf_url: `${fixtures.clinic.id}/${saved.id}.pdf`,
      due_date: '2027-03-07',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice 3' })).toBeInTheDocument();
    expect(db.callsOf('save_invoice')).toHaveLength(1);
  });

  it("a number the database refuses (taken) is shown on its field in the interface's language, nothing saved", async () => {
    const user = userEvent.setup();
    renderWithProviders(<BillingRoutes />, { route: '/invoice/create', showPath: true });
    const number = await screen.findByLabelText('Invoice number');
    await waitFor(() => expect(number).toHaveValue(3));
    await user.click(screen.getByRole('combobox', { name: 'Patient' }));
    await user.click(await screen.findByRole('option', { name: 'Kari Nordmann' }));
    await waitFor(() => expect(screen.getByLabelText('Address')).toHaveValue('Storgata 1'));
    const [box] = await screen.findAllByRole('checkbox', { name: /Individual therapy/ });
    await user.click(box!);
    await user.clear(number);
    await user.type(number, '1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // the hint number_taken → errors.number_taken (never the database's message as it is)
    expect(await screen.findByText('An invoice with this number already exists')).toBeInTheDocument();
    expect(db.callsOf('save_invoice')).toHaveLength(1);
    expect(db.find('invoices', (i) => i.number === 3)).toBeUndefined();
    expect(screen.getByTestId('path')).toHaveTextContent('/invoice/create');
    await act(() => i18n.changeLanguage('no'));
    try {
      expect(
        await screen.findByText('Det finnes allerede en faktura med dette nummeret'),
      ).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('the form says why an appointment is not offered: it is on another invoice', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BillingRoutes />, { route: '/invoice/create' });
    await user.click(await screen.findByRole('combobox', { name: 'Patient' }));
    await user.click(await screen.findByRole('option', { name: 'Ola Hansen' }));
    const notOffered = await screen.findByTestId('appointment-not-offered');
    expect(notOffered).toHaveTextContent(/Follow-up · NOK\s600\.00 — on invoice 2/);
    expect(screen.queryByRole('checkbox', { name: /Follow-up/ })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Pre-screening/ })).toBeInTheDocument();
  });

  it('an invoice has one currency: in EUR, NOK sessions are listed as not offered and leave the invoice', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BillingRoutes />, { route: '/invoice/create' });
    await user.click(await screen.findByRole('combobox', { name: 'Patient' }));
    await user.click(await screen.findByRole('option', { name: 'Kari Nordmann' }));
    const [box] = await screen.findAllByRole('checkbox', { name: /Individual therapy · NOK\s950\.00/ });
    await user.click(box!);
    expect(screen.getByText(/Total \(1 appointment\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Currency' }));
    await user.click(await screen.findByRole('option', { name: 'EUR' }));
    // still in its own currency, never relabelled; not offered, with the reason
    const notOffered = await screen.findAllByTestId('appointment-not-offered');
    expect(
      notOffered.some((li) =>
        /NOK\s950\.00 — priced in NOK, not in the invoice's currency/.test(li.textContent ?? ''),
      ),
    ).toBe(true);
    expect(screen.queryByRole('checkbox', { name: /Individual therapy/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Total \(0 appointments\)/)).toHaveTextContent('EUR 0.00');
  });

  it.each([
    '/invoice/not-a-uuid',
    '/invoice/00000000-0000-4000-8000-00000000abcd',
    '/invoice/not-a-uuid/edit',
  ])('%s is a not-found (the shell page), never a failure', async (route) => {
    renderWithProviders(<BillingRoutes />, { route, showPath: true });
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/not-found'));
  });

  it('detail: the missing PDF is made on open; mark as paid, then delete goes back to the list', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BillingRoutes />, {
      route: `/invoice/${fixtures.invoices.second.id}`,
      showPath: true,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice 2' })).toBeInTheDocument();
    // it had no PDF: made on first open, once
    // the viewer is titled with the invoice's number, not the stored file's UUID
    expect(await screen.findByTitle('Invoice 2')).toBeInTheDocument();
    expect(db.find('invoices', (i) => i.id === fixtures.invoices.second.id)?.pdf_url).toBe(
      `${fixtures.clinic.id}/${fixtures.invoices.second.id}.pdf`,
    );
    await user.click(screen.getByRole('button', { name: 'Mark as paid' }));
    await waitFor(() => expect(screen.getByTestId('invoice-status')).toHaveTextContent('Paid'));
    expect(db.find('invoices', (i) => i.id === fixtures.invoices.second.id)?.is_paid).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete invoice' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, remove' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/invoices'));
    expect(db.find('invoices', (i) => i.id === fixtures.invoices.second.id)).toBeUndefined();
  });

  it('detail: the stored PDF is previewed by signed URL; send mails the patient', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <BillingRoutes />
        <Toaster />
      </>,
      { route: `/invoice/${fixtures.invoices.first.id}` },
    );
    const frame = await screen.findByTitle('Invoice 1');
    expect(frame.getAttribute('src')).toMatch(/\/storage\/v1\/object\/sign\/invoices\/.+token=qa/);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Email successfully send to Kari Nordmann')).toBeInTheDocument();
  });
});
