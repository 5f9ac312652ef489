import { withNotFound } from 'supabase-client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useSession, useSingleFlightMutation } from 'shared-ui';
import { invoiceKeys } from './invoices.keys';
import {
  createInvoicePdf,
  deleteInvoice,
  getInvoice,
  getPatientName,
  listInvoices,
  sendInvoiceMail,
  setInvoicePaid,
  signedPdfUrl,
  type InvoiceDetail,
} from './invoices.resource';

/** The clinic's invoices, or one patient's (`/invoices?patient=<id>`, linked from the patient's profile). */
export function useInvoiceList(patientId: string | null = null) {
  const clinicId = useSession()?.clinicId ?? '';
  return useQuery({
    queryKey: invoiceKeys.listOf(patientId),
    queryFn: () => listInvoices(clinicId, patientId),
    enabled: Boolean(clinicId),
  });
}

/** The name shown on the patient filter (null: not a patient the therapist may see). */
export function usePatientName(patientId: string | null) {
  return useQuery({
    queryKey: invoiceKeys.patientName(patientId ?? ''),
    queryFn: () => getPatientName(patientId!),
    enabled: patientId !== null,
    staleTime: 5 * 60_000,
  });
}

export function useInvoice(id: string) {
  return withNotFound(useQuery({ queryKey: invoiceKeys.detail(id), queryFn: () => getInvoice(id) }));
}

/** A fresh signed URL for the stored PDF (they expire; refetched before they do). */
export function useInvoicePdfUrl(invoice: InvoiceDetail | undefined) {
  const path = invoice?.pdfUrl ?? '';
  return useQuery({
    queryKey: invoiceKeys.pdf(invoice?.id ?? '', path),
    queryFn: () => signedPdfUrl(path),
    enabled: Boolean(path),
    staleTime: 5 * 60_000,
  });
}

/** The invoice page's writes; each ignores a second click while it runs (one mail, one toggle, one delete, one PDF). */
export function useInvoiceActions(id: string) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: invoiceKeys.detail(id) }),
      client.invalidateQueries({ queryKey: invoiceKeys.list() }),
    ]);
  // 'Mark as paid' toggles isPaid (spec 002 §4), then the stored PDF is made again so it carries (or drops)
  // the PAID mark; a failed remake leaves the toggle done and says so (the PDF can be made again).
  const markPaid = useSingleFlightMutation({
    mutationFn: async ({ invoice, isPaid }: { invoice: InvoiceDetail; isPaid: boolean }) => {
      await setInvoicePaid(id, isPaid);
      if (invoice.pdfUrl)
        await createInvoicePdf(id, `invoice-${invoice.number}`, invoice.patient?.email ?? null);
    },
    onSettled: refresh,
  });
  // Spec 002 §2: after delete it goes to the invoice list. Navigated here, before the deleted invoice is
  // dropped from the cache: dropped first, the open page would read it again, find nothing and go to not-found.
  const remove = useSingleFlightMutation({
    mutationFn: () => deleteInvoice(id),
    onSuccess: () => {
      navigate('/invoices');
      client.removeQueries({ queryKey: invoiceKeys.detail(id) });
      // its appointments may be invoiced again
      void client.invalidateQueries({ queryKey: invoiceKeys.allAppointments() });
      return client.invalidateQueries({ queryKey: invoiceKeys.list() });
    },
  });
  const send = useSingleFlightMutation({
    mutationFn: (invoice: InvoiceDetail) =>
      sendInvoiceMail(id, invoice.pdfUrl ?? '', invoice.patient?.email ?? null),
  });
  const regenerate = useSingleFlightMutation({
    mutationFn: (invoice: InvoiceDetail) =>
      createInvoicePdf(id, `invoice-${invoice.number}`, invoice.patient?.email ?? null),
    onSuccess: refresh,
  });
  return { markPaid, remove, send, regenerate };
}
