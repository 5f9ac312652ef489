import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from 'shared-ui';
import { invoiceKeys } from './invoices.keys';
import {
  createInvoicePdf,
  deleteInvoice,
  getInvoice,
  getPatientName,
  isInvoiceEnabled,
  listInvoices,
  sendInvoiceMail,
  setInvoicePaid,
  signedPdfUrl,
  type InvoiceDetail,
} from './invoices.resource';

/** Whether the signed-in user's clinic has invoices (undefined while unknown). */
export function useInvoicesEnabled(): boolean | undefined {
  const clinicId = useSession()?.clinicId ?? '';
  const query = useQuery({
    queryKey: invoiceKeys.enabled(clinicId),
    queryFn: () => isInvoiceEnabled(clinicId),
    enabled: Boolean(clinicId),
    staleTime: 5 * 60_000,
  });
  if (!clinicId) return false;
  return query.isError ? false : query.data;
}

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
  return useQuery({ queryKey: invoiceKeys.detail(id), queryFn: () => getInvoice(id) });
}

/** A fresh signed URL for the stored PDF (they expire; refetched before they do). */
export function useInvoicePdfUrl(invoice: InvoiceDetail | undefined) {
  const path = invoice?.pdf_url ?? '';
  return useQuery({
    queryKey: invoiceKeys.pdf(invoice?.id ?? '', path),
    queryFn: () => signedPdfUrl(path),
    enabled: Boolean(path),
    staleTime: 5 * 60_000,
  });
}

export function useInvoiceActions(id: string) {
  const client = useQueryClient();
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: invoiceKeys.detail(id) }),
      client.invalidateQueries({ queryKey: invoiceKeys.list() }),
    ]);
  // 'Mark as paid' toggles isPaid (spec 002 §4), then the stored PDF is made again so it carries (or drops)
  // the PAID mark; a failed remake leaves the toggle done and says so (the PDF can be made again).
  const markPaid = useMutation({
    mutationFn: async ({ invoice, isPaid }: { invoice: InvoiceDetail; isPaid: boolean }) => {
      await setInvoicePaid(id, isPaid);
      if (invoice.pdf_url)
        await createInvoicePdf(id, `invoice-${invoice.number}`, invoice.patient?.email ?? null);
    },
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: () => deleteInvoice(id),
    onSuccess: () => {
      client.removeQueries({ queryKey: invoiceKeys.detail(id) });
      // its appointments may be invoiced again
      void client.invalidateQueries({ queryKey: invoiceKeys.allAppointments() });
      return client.invalidateQueries({ queryKey: invoiceKeys.list() });
    },
  });
  const send = useMutation({
    mutationFn: (invoice: InvoiceDetail) =>
      sendInvoiceMail(id, invoice.pdf_url ?? '', invoice.patient?.email ?? null),
  });
  const regenerate = useMutation({
    mutationFn: (invoice: InvoiceDetail) =>
      createInvoicePdf(id, `invoice-${invoice.number}`, invoice.patient?.email ?? null),
    onSuccess: refresh,
  });
  return { markPaid, remove, send, regenerate };
}
