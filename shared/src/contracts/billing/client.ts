// Typed calls of paid services: ordering a promotion, the user's invoices, and the back office's payments.
import type { Lang } from '../../routes';
import type { CurrencyCode } from '../../format/currency';
import type { AdminInvoice, AdminPaymentsReply, BillingDetailsInput, BillingDetailsReply, Invoice, InvoiceListReply, InvoiceStatus } from './schemas';
import type { PublicService } from '../../schemas/site';
import type { ApiClient } from '../../api/client';

/** POST /api/invoices: order `service` for the user's listings; 201 with the unpaid invoice (422 per field, `billing.*` too). */
export const orderService = (
  api: ApiClient,
  body: { service: string; listing_ids: number[]; currency?: CurrencyCode; billing?: BillingDetailsInput },
  lang?: Lang,
): Promise<{ message: string; data: Invoice }> => api.post(api.langPath('/api/invoices', lang), body);

/** GET /api/invoices/billing: the details the next invoice is made out to (saved, else from the profile or agency). */
export const fetchBillingDetails = (api: ApiClient, lang?: Lang): Promise<BillingDetailsReply> => api.get(api.langPath('/api/invoices/billing', lang));

/** GET /api/invoices?page: the signed-in user's invoices, newest first. */
export const fetchInvoices = (api: ApiClient, page = 1, lang?: Lang): Promise<InvoiceListReply> =>
  api.get(api.langPath('/api/invoices', lang), { params: page > 1 ? { page } : {} });

/** GET /api/admin/payments?status&page (back office). */
export const fetchAdminPayments = (api: ApiClient, opts: { status?: InvoiceStatus; page?: number } = {}, lang?: Lang): Promise<AdminPaymentsReply> =>
  api.get(api.langPath('/api/admin/payments', lang), { params: { ...(opts.status ? { status: opts.status } : {}), ...(opts.page ? { page: opts.page } : {}) } });

/** POST /api/admin/payments/:id/paid: the transfer arrived; the promotion starts. */
export const markInvoicePaid = (api: ApiClient, id: number, lang?: Lang): Promise<{ message: string; data: AdminInvoice }> =>
  api.post(api.langPath(`/api/admin/payments/${id}/paid`, lang));

/** POST /api/admin/payments/:id/cancel: cancel an unpaid invoice (kept). */
export const cancelInvoice = (api: ApiClient, id: number, lang?: Lang): Promise<{ message: string; data: AdminInvoice }> =>
  api.post(api.langPath(`/api/admin/payments/${id}/cancel`, lang));

/** GET /api/services: the paid services of the fees page, titled in the language. */
export const fetchServices = (api: ApiClient, lang?: Lang): Promise<{ data: PublicService[] }> => api.get(api.langPath('/api/services', lang));
