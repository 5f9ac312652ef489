import { MockDatabaseError, type MockDatabase, type RpcHandlers } from 'shared-ui/testing/mock-api';

/**
 * The database functions mf-billing calls, over the one mock database, with the same rules, refusals
 * (message + hint) and writes as supabase/migrations/20261123400000_billing_payments.sql.
 */

const raise = (code: string, message: string, hint: string): never => {
  throw new MockDatabaseError(code, message, hint);
};

const UPDATE_ERROR = 'Error occured in the updation of payment for appointment';

type Info = {
  price?: number;
  currencyCode?: string;
  currencyId?: string;
  phone?: string;
  email?: string;
  date?: string;
} | null;
const info = (v: unknown) => v as Info;

function own(db: MockDatabase, appointmentId: string, message: string) {
  const a = db.find('appointments', (r) => r.id === appointmentId && r.clinic_id === db.caller().clinicId);
  if (!a) return raise('P0002', message, 'appointment_not_found');
  if (a.therapist_user_id !== db.caller().userId) return raise('42501', message, 'not_your_appointment');
  return a;
}

const priceOf = (a: { updated_payment_info?: unknown; appointment_type_price?: number }) =>
  info(a.updated_payment_info)?.price ?? a.appointment_type_price ?? 0;

/** The currency a session is billed in (private.payment_currency_code). */
const currencyOf = (a: { updated_payment_info?: unknown; appointment_type_currency_code?: string }) =>
  info(a.updated_payment_info)?.currencyCode ?? a.appointment_type_currency_code ?? 'NOK';

/** The invoice an appointment is on (one at most, as private.invoice_appointments keeps it). */
const invoiceOf = (db: MockDatabase, appointmentId: string, except?: string | null) =>
  db.find(
    'invoices',
    (i) => i.id !== except && ((i.appointment_ids ?? []) as string[]).includes(appointmentId),
  );

export const rpc: RpcHandlers = {
  list_payment_items(args, { db, caller }) {
    if (args.p_category !== 'NOTSENT' && args.p_category !== 'UNPAID')
      raise('22023', 'Something went wrong', 'bad_category');
    const rows = db
      .table('appointments')
      .filter(
        (a) =>
          a.clinic_id === caller.clinicId &&
          a.therapist_user_id === caller.userId &&
          a.status === 'FINISHED' &&
          !a.is_paid &&
          !a.is_payment_item_deleted &&
          a.is_sent === (args.p_category === 'UNPAID'),
      )
      .sort((x, y) => y.start_at!.localeCompare(x.start_at!));
    const page = rows.slice(args.p_offset ?? 0, (args.p_offset ?? 0) + (args.p_limit ?? 50));
    return page.map((a) => {
      const u = db.find('users', (r) => r.id === a.patient_user_id)!;
      const last = db
        .table('payments')
        .filter((p) => p.appointment_id === a.id)
        .sort((x, y) => y.created_at!.localeCompare(x.created_at!))[0];
      return {
        appointment_id: a.id,
        patient_user_id: a.patient_user_id,
        first_name: u.first_name,
        last_name: u.last_name,
        avatar_url: u.avatar_url ?? null,
        custom_identifier: u.custom_identifier ?? null,
        title: a.title,
        start_at: info(a.updated_payment_info)?.date ?? a.start_at,
        price: priceOf(a),
        currency_code: currencyOf(a),
        is_sent: a.is_sent,
        is_free: priceOf(a) === 0,
        last_status: last?.status ?? null,
        last_error_code: last?.error_code ?? null,
        last_error_message: last?.error_message ?? null,
        total_count: rows.length,
        invoice_number: invoiceOf(db, a.id!)?.number ?? null,
      };
    });
  },

  get_payment_item(args, { db }) {
    // as the database: another therapist's item is not found for the caller (not a refusal that names it)
    const a = db.find(
      'appointments',
      (r) => r.id === args.p_appointment_id && r.clinic_id === db.caller().clinicId,
    );
    if (!a || a.therapist_user_id !== db.caller().userId || a.status === 'CANCELED')
      return raise('P0002', UPDATE_ERROR, 'payment_item_not_found');
    const u = db.find('users', (r) => r.id === a.patient_user_id)!;
    const i = info(a.updated_payment_info);
    return [
      {
        appointment_id: a.id,
        patient_user_id: a.patient_user_id,
        first_name: u.first_name,
        last_name: u.last_name,
        title: a.title,
        start_at: i?.date ?? a.start_at,
        price: priceOf(a),
        currency_id: i?.currencyId ?? a.appointment_type_currency_id,
        currency_code: currencyOf(a),
        phone: i?.phone ?? u.phone,
        email: i?.email ?? u.email,
        is_free: a.appointment_type_price === 0,
        is_paid: a.is_paid,
        invoice_number: invoiceOf(db, a.id!, null)?.number ?? null,
        has_open_request: db
          .table('payments')
          .some((p) => p.appointment_id === a.id && p.status === 'created'),
      },
    ];
  },

  update_payment_info(args, { db }) {
    const a = own(db, args.p_appointment_id, UPDATE_ERROR);
    if (a.is_paid || a.is_payment_item_deleted || a.status === 'CANCELED')
      raise('55000', UPDATE_ERROR, 'payment_item_closed');
    if (invoiceOf(db, a.id!, null))
      raise('55000', 'This appointment is already on an invoice', 'appointment_invoiced');
    if (a.appointment_type_price === 0) raise('55000', UPDATE_ERROR, 'free_appointment');
    const price = Math.round(args.p_price * 100) / 100;
    if (!(price > 0)) raise('22023', 'The price should be greater than 0', 'price_not_positive');
    const currency = db.find('currencies', (c) => c.id === args.p_currency_id);
    if (!currency) return raise('22023', 'Please select currency!', 'currency_required');
    const open = db.find('payments', (p) => p.appointment_id === a.id && p.status === 'created');
    if (open && (open.amount !== Math.round(price * 100) || open.currency_id !== currency.id))
      raise('55000', 'The price cannot be changed while a payment request is open', 'payment_request_open');
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(args.p_email.trim()))
      raise('22023', 'Please enter a valid email address!', 'email_invalid');
    const value = {
      price,
      currencyId: currency.id,
      currencyCode: currency.code,
      phone: args.p_phone.trim(),
      phoneNumber: args.p_phone.trim(),
      email: args.p_email.trim().toLowerCase(),
      date: args.p_date,
    };
    db.update('appointments', (r) => r.id === a.id, { updated_payment_info: value });
    return value;
  },

  remove_payment_item(args, { db }) {
    const a = own(db, args.p_appointment_id, 'Something went wrong while saving payment');
    db.update('appointments', (r) => r.id === a.id, { is_payment_item_deleted: true });
  },

  next_invoice_number(_args, { db, caller }) {
    const clinic = db.find('clinics', (c) => c.id === caller.clinicId);
    if (!clinic?.is_invoice_enable)
      raise('42501', 'Error occurred while creating invoice.', 'invoices_disabled');
    return Math.max(0, ...db.table('invoices').map((i) => i.number ?? 0)) + 1;
  },

  list_patients(_args, { db, caller }) {
    const patients = db.table('users').filter((u) => u.role === 'PATIENT' && u.clinic_id === caller.clinicId);
    return patients.map((u) => ({
      id: u.id,
      first_name: u.first_name,
      last_name: u.last_name,
      email: u.email,
      phone: u.phone,
      avatar_url: null,
      custom_identifier: u.custom_identifier,
      is_treatment_finished: false,
      category: 'PROPER_PATIENT',
      main_therapist_user_id: caller.userId,
      is_allow_view_journal_records: false,
      is_allow_client_schedule_appointment: false,
      number_of_active_appointments: 0,
      total_count: patients.length,
    }));
  },

  save_invoice(args, { db, caller }) {
    const clinic = db.find('clinics', (c) => c.id === caller.clinicId);
    if (!clinic?.is_invoice_enable)
      raise('42501', 'Error occurred while creating invoice.', 'invoices_disabled');
    if (!args.p_patient_user_id) raise('22023', 'Select patient, please', 'patient_required');
    const ids = (args.p_appointment_ids ?? []) as string[];
    if (ids.length === 0) raise('22023', 'Add at least one appointment to list.', 'appointments_required');
    const appts = db
      .table('appointments')
      .filter(
        (a) => ids.includes(a.id!) && a.patient_user_id === args.p_patient_user_id && a.status !== 'CANCELED',
      );
    if (appts.length !== ids.length)
      raise('22023', 'Add at least one appointment to list.', 'appointment_not_of_patient');
    if (ids.some((id) => invoiceOf(db, id, args.p_id)))
      raise('55000', 'An appointment on this invoice is already on another invoice', 'appointment_invoiced');
    if (
      db
        .table('payments')
        .some((p) => ids.includes(p.appointment_id!) && (p.status === 'created' || p.status === 'success'))
    )
      raise(
        '55000',
        'An appointment on this invoice already has a payment request',
        'appointment_payment_requested',
      );
    if (db.table('invoices').some((i) => i.number === args.p_number && i.id !== args.p_id)) {
      raise('23505', 'An invoice with this number already exists', 'number_taken');
    }
    const invoiceCurrency = db.find('currencies', (c) => c.id === args.p_currency_id)?.code;
    if (appts.some((a) => currencyOf(a) !== invoiceCurrency))
      raise(
        '22023',
        'A session in another currency cannot be on this invoice',
        'appointment_currency_mismatch',
      );
    const address = db.insert('user_addresses', {
      clinic_id: caller.clinicId!,
      user_id: args.p_patient_user_id,
      address: args.p_address.trim(),
      postcode: args.p_postcode.trim(),
      city: args.p_city.trim(),
    });
    const currency = db.find('currencies', (c) => c.id === args.p_currency_id);
    const row = {
      clinic_id: caller.clinicId!,
      number: args.p_number,
      invoice_date: args.p_invoice_date,
      due_date: args.p_due_date,
      patient_user_id: args.p_patient_user_id,
      therapist_user_id: caller.userId!,
      address_id: address.id,
      appointment_ids: ids,
      items_data: appts.map((a) => ({
        appointmentId: a.id,
        title: a.title,
        date: a.start_at,
        price: priceOf(a),
      })),
      total: appts.reduce((sum, a) => sum + priceOf(a), 0),
      currency_id: currency?.id ?? null,
      currency_code: currency?.code ?? 'NOK',
      is_draft: false,
      is_paid: false,
      pdf_url: null,
      created_at: new Date().toISOString(),
    };
    if (args.p_id) {
      db.update('invoices', (i) => i.id === args.p_id, row);
      return args.p_id;
    }
    return db.insert('invoices', row).id;
  },

  list_invoice_appointments(args, { db, caller }) {
    return db
      .table('appointments')
      .filter(
        (a) =>
          a.clinic_id === caller.clinicId &&
          a.patient_user_id === args.p_patient_user_id &&
          a.status === 'FINISHED',
      )
      .sort((x, y) => y.start_at!.localeCompare(x.start_at!))
      .map((a) => {
        const payments = db.table('payments').filter((p) => p.appointment_id === a.id);
        return {
          id: a.id!,
          title: a.title!,
          start_at: a.start_at!,
          price: priceOf(a),
          currency_code: currencyOf(a),
          invoice_number: invoiceOf(db, a.id!, args.p_invoice_id)?.number ?? null,
          payment_status: payments.some((p) => p.status === 'success')
            ? 'success'
            : payments.some((p) => p.status === 'created')
              ? 'created'
              : null,
        };
      });
  },

  delete_invoice(args, { db }) {
    const [removed] = db.remove('invoices', (i) => i.id === args.p_id);
    if (!removed) return raise('P0002', 'Error occurred during invoice delete', 'invoice_not_found');
    if (removed.address_id) db.remove('user_addresses', (a) => a.id === removed.address_id);
    return removed.pdf_url ?? null;
  },
};
