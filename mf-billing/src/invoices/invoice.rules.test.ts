import {
  defaultDueDate,
  defaultInvoiceNumber,
  itemsOf,
  isOffered,
  notOfferedReason,
  validateInvoiceForm,
  withInvoiceDate,
  withPatient,
  type InvoiceFormValues,
} from './invoice.rules';

const valid: InvoiceFormValues = {
  patientId: 'p1',
  appointmentIds: ['a1'],
  number: '4',
  invoiceDate: '2026-11-23',
  dueDate: '2026-12-03',
  currencyId: 'nok',
  address: 'Storgata 1',
  postcode: '0155',
  city: 'Oslo',
};

describe('invoice rules', () => {
  it('defaults the number to the latest + 1', () => {
    expect(defaultInvoiceNumber(3)).toBe(4);
    expect(defaultInvoiceNumber(null)).toBe(1);
  });

  it('defaults the due date to invoice date + 10 days and moves it with the invoice date', () => {
    expect(defaultDueDate('2026-11-23')).toBe('2026-12-03');
    expect(defaultDueDate('2026-12-28')).toBe('2027-01-07');
    expect(withInvoiceDate(valid, '2027-02-25').dueDate).toBe('2027-03-07');
    expect(withInvoiceDate(valid, '').dueDate).toBe(valid.dueDate);
  });

  it('empties the appointments when another patient is chosen', () => {
    expect(withPatient(valid, 'p2')).toMatchObject({ patientId: 'p2', appointmentIds: [] });
    expect(withPatient(valid, 'p1')).toBe(valid);
  });

  it('accepts a complete form', () => {
    expect(validateInvoiceForm(valid)).toEqual({});
  });

  it('requires patient, an appointment, number, dates, currency and the address fields (trimmed)', () => {
    expect(
      validateInvoiceForm({
        patientId: '',
        appointmentIds: [],
        number: '',
        invoiceDate: '',
        dueDate: '',
        currencyId: '',
        address: '  ',
        postcode: '',
        city: ' ',
      }),
    ).toEqual({
      patientId: 'invoiceEditor.errors.patientRequired',
      appointmentIds: 'invoiceEditor.errors.appointmentsRequired',
      number: 'invoiceEditor.errors.numberRequired',
      invoiceDate: 'invoiceEditor.errors.invoiceDateRequired',
      dueDate: 'invoiceEditor.errors.dueDateRequired',
      currencyId: 'invoiceEditor.errors.currencyRequired',
      address: 'invoiceEditor.errors.addressRequired',
      postcode: 'invoiceEditor.errors.postcodeRequired',
      city: 'invoiceEditor.errors.cityRequired',
    });
  });

  it('refuses too long address fields, a bad number and a due date before the invoice date', () => {
    expect(validateInvoiceForm({ ...valid, address: 'x'.repeat(257) }).address).toBe(
      'invoiceEditor.errors.addressTooLong',
    );
    expect(validateInvoiceForm({ ...valid, postcode: '1'.repeat(33) }).postcode).toBe(
      'invoiceEditor.errors.postcodeTooLong',
    );
    expect(validateInvoiceForm({ ...valid, city: 'c'.repeat(129) }).city).toBe(
      'invoiceEditor.errors.cityTooLong',
    );
    expect(validateInvoiceForm({ ...valid, address: ` ${'x'.repeat(256)} ` }).address).toBeUndefined();
    expect(validateInvoiceForm({ ...valid, number: '0' }).number).toBe('invoiceEditor.errors.numberRequired');
    expect(validateInvoiceForm({ ...valid, number: '2.5' }).number).toBe(
      'invoiceEditor.errors.numberRequired',
    );
    // more than the database's integer holds: refused here, not a failed save
    expect(validateInvoiceForm({ ...valid, number: '2147483648' }).number).toBe(
      'invoiceEditor.errors.numberRequired',
    );
    expect(validateInvoiceForm({ ...valid, dueDate: '2026-11-22' }).dueDate).toBe(
      'invoiceEditor.errors.dueBeforeInvoiceDate',
    );
  });

  it('builds items and the total from the chosen appointments', () => {
    const billing = { invoice_number: null, payment_status: null };
    const all = [
      { id: 'a1', title: 'Individual therapy', start_at: '2026-11-02T09:00:00Z', price: 950, ...billing },
      { id: 'a2', title: 'Follow-up', start_at: '2026-11-09T09:00:00Z', price: 600.105, ...billing },
      { id: 'a3', title: 'Follow-up', start_at: '2026-11-16T09:00:00Z', price: 600, ...billing },
    ];
    const { items, total } = itemsOf(all, ['a1', 'a2']);
    expect(items.map((i) => i.id)).toEqual(['a1', 'a2']);
    expect(total).toBe(1550.11);
  });

  it('offers an appointment only when it is on no other invoice and has no open or paid request', () => {
    const a = { id: 'a1', title: 'Follow-up', start_at: '2026-11-02T09:00:00Z', price: 600 };
    expect(isOffered({ ...a, invoice_number: null, payment_status: null })).toBe(true);
    expect(isOffered({ ...a, invoice_number: null, payment_status: 'error' })).toBe(true);
    expect(notOfferedReason({ ...a, invoice_number: null, payment_status: 'success' })).toBe('paid');
    expect(notOfferedReason({ ...a, invoice_number: null, payment_status: 'created' })).toBe('requested');
    expect(notOfferedReason({ ...a, invoice_number: 1001, payment_status: null })).toBe('invoiced');
  });
});
