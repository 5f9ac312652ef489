import { subDays, setHours, setMinutes } from 'date-fns';
import { sessionStore } from 'shared-ui';
import {
  createMockDatabase,
  MOCK_CLINIC,
  MOCK_COLLEAGUE,
  MOCK_THERAPIST,
  type MockRow,
  type MockTables,
} from 'shared-ui/testing/mock-api';

/**
 * mf-billing's one in-memory database (QA mode and every unit test): the signed-in therapist, three patients and
 * a week of finished appointments — not sent (priced and a free pre-screening), sent and unpaid (one with a
 * declined request), paid, canceled and a colleague's — with their payment requests, and two currencies.
 * Every handler of src/mocks/handlers.ts reads and writes it. Tests: `db.reset({ now })` in beforeEach.
 */

const id = (prefix: string, n: number) => `${prefix}0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const fixtures = {
  /** The shared mock world's clinic, signed-in therapist and colleague (the QA session's). */
  clinic: MOCK_CLINIC,
  therapist: MOCK_THERAPIST,
  colleague: MOCK_COLLEAGUE,
  patients: {
    kari: {
      id: id('c', 1),
      first_name: 'Kari',
      last_name: 'Nordmann',
      email: 'kari@example.no',
      phone: '+4791000001',
      custom_identifier: 'P-001',
    },
    ola: {
      id: id('c', 2),
      first_name: 'Ola',
      last_name: 'Hansen',
      email: 'ola@example.no',
      phone: '+4791000002',
      custom_identifier: 'P-002',
    },
    aase: {
      id: id('c', 3),
      first_name: 'Åse',
      last_name: 'Berg',
      email: 'aase@example.no',
      phone: '+4791000003',
      custom_identifier: 'P-003',
    },
  },
  currencies: { nok: { id: id('e', 1), code: 'NOK' }, eur: { id: id('e', 2), code: 'EUR' } },
  appointments: {
    /** NOTSENT, 950 NOK */
    notSent: { id: id('a', 1), title: 'Individual therapy' },
    /** NOTSENT, free (price 0) */
    free: { id: id('a', 2), title: 'Pre-screening' },
    /** UNPAID, one request sent successfully */
    unpaid: { id: id('a', 3), title: 'Follow-up' },
    /** UNPAID, the last request was declined */
    declined: { id: id('a', 4), title: 'Individual therapy' },
    paid: { id: id('a', 5), title: 'Follow-up' },
    canceled: { id: id('a', 6), title: 'Individual therapy' },
    colleagues: { id: id('a', 7), title: 'Individual therapy' },
  },
  appointmentTypes: {
    individual: { id: id('7', 1), name: 'Individual therapy' },
    preScreening: { id: id('7', 2), name: 'Pre-screening' },
  },
  /** The clinic's invoices (the clinic has isInvoiceEnable unless a test turns it off). */
  invoices: {
    first: { id: id('f', 1), number: 1 },
    second: { id: id('f', 2), number: 2 },
  },
  payments: {
    unpaidSent: { id: id('b', 1) },
    declined: {
      id: id('b', 2),
      error_message: 'The payment was declined by the patient',
      error_code: 'ABORTED',
    },
  },
} as const;

function seed({ now }: { now: Date }): MockTables {
  const f = fixtures;
  const day = (n: number, hour: number) => setMinutes(setHours(subDays(now, n), hour), 0).toISOString();
  const appt = (
    a: { id: string; title: string },
    patient: { id: string },
    daysAgo: number,
    price: number,
    extra: MockRow<'appointments'> = {},
  ): MockRow<'appointments'> => ({
    id: a.id,
    clinic_id: f.clinic.id,
    title: a.title,
    patient_user_id: patient.id,
    therapist_user_id: f.therapist.id,
    start_at: day(daysAgo, 10),
    end_at: day(daysAgo, 11),
    status: 'FINISHED',
    appointment_type_price: price,
    appointment_type_currency_code: 'NOK',
    appointment_type_currency_id: f.currencies.nok.id,
    is_sent: false,
    is_paid: false,
    is_payment_item_deleted: false,
    updated_payment_info: null,
    ...extra,
  });
  return {
    appointment_types: [
      {
        ...f.appointmentTypes.individual,
        clinic_id: f.clinic.id,
        price: 950,
        currency_code: 'NOK',
        currency_id: f.currencies.nok.id,
        duration: 50,
        pause: 10,
      },
      {
        ...f.appointmentTypes.preScreening,
        clinic_id: f.clinic.id,
        price: 0,
        currency_code: 'NOK',
        currency_id: f.currencies.nok.id,
        duration: 30,
        pause: 10,
      },
    ],
    clinics: [{ ...f.clinic, is_invoice_enable: true }],
    user_addresses: [
      {
        id: id('9', 1),
        clinic_id: f.clinic.id,
        user_id: f.patients.kari.id,
        address: 'Storgata 1',
        postcode: '0155',
        city: 'Oslo',
        created_at: day(20, 9),
      },
    ],
    invoices: [
      {
        ...f.invoices.first,
        clinic_id: f.clinic.id,
        patient_user_id: f.patients.kari.id,
        therapist_user_id: f.therapist.id,
        address_id: id('9', 1),
        invoice_date: day(14, 9).slice(0, 10),
        due_date: day(4, 9).slice(0, 10),
        // its sessions are not among the mock's appointments (an appointment is on one invoice at most)
        appointment_ids: [],
        items_data: [],
        total: 600,
        currency_code: 'NOK',
        currency_id: f.currencies.nok.id,
        is_paid: true,
        pdf_url: `${f.clinic.id}/${f.invoices.first.id}.pdf`,
        created_at: day(14, 9),
      },
      {
        ...f.invoices.second,
        clinic_id: f.clinic.id,
        patient_user_id: f.patients.ola.id,
        therapist_user_id: f.therapist.id,
        address_id: null,
        invoice_date: day(7, 9).slice(0, 10),
        due_date: day(0, 9).slice(0, 10),
        appointment_ids: [f.appointments.paid.id],
        items_data: [],
        total: 1900,
        currency_code: 'NOK',
        currency_id: f.currencies.nok.id,
        is_paid: false,
        pdf_url: null,
        created_at: day(7, 9),
      },
    ],
    currencies: [
      { ...f.currencies.eur, created_at: day(30, 9) },
      { ...f.currencies.nok, created_at: day(60, 9) },
    ],
    users: [
      { ...f.therapist },
      { ...f.colleague },
      ...Object.values(f.patients).map((p) => ({
        ...p,
        role: 'PATIENT',
        clinic_id: f.clinic.id,
        avatar_url: null,
      })),
    ],
    appointments: [
      appt(f.appointments.notSent, f.patients.kari, 1, 950),
      appt(f.appointments.free, f.patients.ola, 2, 0),
      appt(f.appointments.unpaid, f.patients.aase, 3, 600, { is_sent: true }),
      appt(f.appointments.declined, f.patients.kari, 4, 950, { is_sent: true }),
      appt(f.appointments.paid, f.patients.ola, 5, 600, { is_sent: true, is_paid: true }),
      appt(f.appointments.canceled, f.patients.aase, 6, 950, { status: 'CANCELED' }),
      appt(f.appointments.colleagues, f.patients.aase, 1, 950, { therapist_user_id: f.colleague.id }),
    ],
    payments: [
      {
        id: f.payments.unpaidSent.id,
        clinic_id: f.clinic.id,
        appointment_id: f.appointments.unpaid.id,
        patient_user_id: f.patients.aase.id,
        amount: 60000,
        currency_id: f.currencies.nok.id,
        status: 'created',
        error_message: null,
        error_code: null,
        created_by: f.therapist.id,
        created_at: day(3, 12),
      },
      {
        id: f.payments.declined.id,
        clinic_id: f.clinic.id,
        appointment_id: f.appointments.declined.id,
        patient_user_id: f.patients.kari.id,
        amount: 95000,
        currency_id: f.currencies.nok.id,
        status: 'error',
        error_message: f.payments.declined.error_message,
        error_code: f.payments.declined.error_code,
        created_by: f.therapist.id,
        created_at: day(4, 12),
      },
    ],
  };
}

export const db = createMockDatabase({
  seed,
  caller: () => {
    const session = sessionStore.get();
    return { userId: session?.userId ?? null, clinicId: session?.clinicId ?? null };
  },
  relationships: {
    invoices_patient_user_id_fkey: { table: 'invoices', columns: ['patient_user_id'], references: 'users' },
    invoices_address_id_fkey: { table: 'invoices', columns: ['address_id'], references: 'user_addresses' },
  },
  policies: {
    payments: (row, d) => row.created_by === d.caller().userId,
  },
});
