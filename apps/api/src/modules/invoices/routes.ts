import {
  type InvoiceDetail,
  invoiceDetailSchema,
  invoiceListQuerySchema,
  invoiceParamsSchema,
  invoiceRowSchema,
  successEnvelope,
  tableListSchema,
  USER_TYPE,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import { contentDisposition, downloadName } from '../../lib/file-names';
import { tableList } from '../../lib/table';
import { currentUser } from '../../plugins/auth';
import { renderInvoicePdf } from './pdf';
import { findInvoice, type InvoiceRecordFull, invoiceYears, listInvoices } from './repository';
import { invoiceScopeOf } from './scope';

const ROLES = Object.values(USER_TYPE);

const COLUMNS = [
  ['number', 'invoices.columns.number'],
  ['day', 'invoices.columns.day'],
  ['client_name', 'invoices.columns.client'],
  ['agency', 'invoices.columns.agency'],
  ['lines', 'invoices.columns.lines'],
  ['amount', 'invoices.columns.taxable'],
  ['total', 'invoices.columns.total'],
  ['due_on', 'invoices.columns.dueOn'],
  ['status', 'invoices.columns.status'],
] as const;

/** The detail as answered: the lines name their category in the reader's language. */
const toDetail = (t: (key: string) => string, i: InvoiceRecordFull): InvoiceDetail => ({
  number: i.number,
  day: i.day,
  amount: i.amount,
  document_type: i.document_type,
  taxable: i.taxable,
  vat: i.vat,
  total: i.total,
  due_on: i.due_on,
  paid_on: i.paid_on,
  status: i.status,
  client: i.client,
  agency: { id: i.agency_id, name: i.agency },
  lines: i.lineRows.map((l) => ({
    line: l.line,
    category: l.category,
    category_label: t(`sales.categories.${l.category}`),
    product: l.product,
    quantity: l.quantity,
    amount: l.amount,
  })),
});

/**
 * Invoices (PRODUCT.md §2): staff see all, an agent their agency's, a customer its own; another's
 * invoice answers like a missing one. Press customers are refused.
 */
const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/invoices',
    {
      config: { roles: ROLES, cached: true },
      schema: {
        tags: ['invoices'],
        querystring: invoiceListQuerySchema,
        response: { 200: successEnvelope(tableListSchema(invoiceRowSchema)) },
      },
    },
    async (request) => {
      const scope = invoiceScopeOf(currentUser(request));
      const result = await listInvoices(app.db, scope, request.query);
      // A customer's list is its own company's: no column repeats its name; only staff see agencies.
      const hidden: string[] =
        scope.kind === 'all' ? [] : scope.kind === 'agency' ? ['agency'] : ['agency', 'client_name'];
      const columns = COLUMNS.filter(([key]) => !hidden.includes(key));
      return ok(tableList(request, columns, result, request.query));
    },
  );

  // The years the list's filter offers: the same span as revenue's and best sellers' (sales/years).
  app.get(
    '/invoices/years',
    {
      config: { roles: ROLES, cached: true },
      schema: { tags: ['invoices'], response: { 200: successEnvelope(z.array(z.number().int())) } },
    },
    async (request) => ok(await invoiceYears(app.db, invoiceScopeOf(currentUser(request)))),
  );

  app.get(
    '/invoices/:number',
    {
      config: { roles: ROLES },
      schema: {
        tags: ['invoices'],
        params: invoiceParamsSchema,
        response: { 200: successEnvelope(invoiceDetailSchema) },
      },
    },
    async (request) => {
      const invoice = await findInvoice(app.db, invoiceScopeOf(currentUser(request)), request.params.number);
      if (!invoice) throw notFound();
      return ok(toDetail(request.t.bind(request), invoice));
    },
  );

  // A copy of the invoice as a PDF; the JSON envelope on failure.
  app.get(
    '/invoices/:number/pdf',
    { config: { roles: ROLES }, schema: { tags: ['invoices'], params: invoiceParamsSchema } },
    async (request, reply) => {
      const invoice = await findInvoice(app.db, invoiceScopeOf(currentUser(request)), request.params.number);
      if (!invoice) throw notFound();
      const pdf = await renderInvoicePdf(toDetail(request.t.bind(request), invoice), request.lang);
      const name = downloadName(request.lang, {
        document:
          invoice.document_type === 'credit_note' ? 'invoices.documentTypes.credit_note' : 'invoices.columns.number',
        subject: `${invoice.number} - ${invoice.client_name}`,
        extension: 'pdf',
      });
      return reply.type('application/pdf').header('content-disposition', contentDisposition(name)).send(pdf);
    },
  );
};

export default invoiceRoutes;
