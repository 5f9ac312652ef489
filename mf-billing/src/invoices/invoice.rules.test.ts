import {
  defaultDueDate,
  defaultInvoiceNumber,
  itemsOf,
  isOffered,
  notOfferedReason,
  invoiceSchema,
  withInvoiceDate,
  withPatient,
  type InvoiceFormValues,
} from './invoice.rules';
import { schemaErrors } from 'shared-ui/forms';

const validateInvoiceForm = (values: InvoiceFormValues) =>
  schemaErrors(invoiceSchema, values, 'invoiceEditor');

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
      patientId: 'required',
      appointmentIds: 'required',
      number: 'required',
      invoiceDate: 'required',
      dueDate: 'required',
      currencyId: 'required',
      address: 'required',
      postcode: 'required',
      city: 'required',
    });
  });

  it('refuses too long address fields, a bad number and a due date before the invoice date', () => {
    expect(validateInvoiceForm({ ...valid, address: 'x'.repeat(257) }).address).toBe('tooLong');
    expect(validateInvoiceForm({ ...valid, postcode: '1'.repeat(33) }).postcode).toBe('tooLong');
    expect(validateInvoiceForm({ ...valid, city: 'c'.repeat(129) }).city).toBe('tooLong');
    expect(validateInvoiceForm({ ...valid, address: ` ${'x'.repeat(256)} ` }).address).toBeUndefined();
    expect(validateInvoiceForm({ ...valid, number: '' }).number).toBe('required');
    expect(validateInvoiceForm({ ...valid, number: '0' }).number).toBe('notPositive');
    expect(validateInvoiceForm({ ...valid, number: '-4' }).number).toBe('notPositive');
    expect(validateInvoiceForm({ ...valid, number: '2.5' }).number).toBe('notWhole');
    // more than the database's integer holds: refused here, not a failed save
    expect(validateInvoiceForm({ ...valid, number: '2147483648' }).number).toBe('tooLarge');
    expect(validateInvoiceForm({ ...valid, dueDate: '2026-11-22' }).dueDate).toBe('beforeInvoiceDate');
  });

  it('builds items and the total from the chosen appointments', () => {
    const billing = { currencyCode: 'NOK', invoiceNumber: null, paymentStatus: null };
    const all = [
      { id: 'a1', title: 'Individual therapy', startAt: '2026-11-02T09:00:00Z', price: 950, ...billing },
      { id: 'a2', title: 'Follow-up', startAt: '2026-11-09T09:00:00Z', price: 600.105, ...billing },
      { id: 'a3', title: 'Follow-up', startAt: '2026-11-16T09:00:00Z', price: 600, ...billing },
    ];
    const { items, total } = itemsOf(all, ['a1', 'a2']);
    expect(items.map((i) => i.id)).toEqual(['a1', 'a2']);
    expect(total).toBe(1550.11);
  });

  it('offers an appointment only when it is on no other invoice, has no open or paid request, and is in the currency', () => {
    const a = {
      id: 'a1',
      title: 'Follow-up',
      startAt: '2026-11-02T09:00:00Z',
      price: 600,
      currencyCode: 'NOK',
    };
    expect(isOffered({ ...a, invoiceNumber: null, paymentStatus: null }, 'NOK')).toBe(true);
    expect(isOffered({ ...a, invoiceNumber: null, paymentStatus: 'error' }, 'NOK')).toBe(true);
    expect(notOfferedReason({ ...a, invoiceNumber: null, paymentStatus: 'success' }, 'NOK')).toBe('paid');
    expect(notOfferedReason({ ...a, invoiceNumber: null, paymentStatus: 'created' }, 'NOK')).toBe(
      'requested',
    );
    expect(notOfferedReason({ ...a, invoiceNumber: 1001, paymentStatus: null }, 'NOK')).toBe('invoiced');
    // a NOK session on a EUR invoice is not relabelled: it is not offered, and says why
    expect(notOfferedReason({ ...a, invoiceNumber: null, paymentStatus: null }, 'EUR')).toBe('currency');
  });
});
