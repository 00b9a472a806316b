import {
  type ApproveRegistration,
  DEFAULT_LANGUAGE,
  isLanguage,
  type Language,
  type RegisterRequest,
  type RegistrationKind,
} from '@portal/contracts';
import { translate } from '@portal/contracts/messages';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/index';
import { clients, users } from '../../db/schema/index';
import { AppError, conflict, notFound } from '../../lib/errors';
import { recordAudit } from '../audit/index';
import { issueUserLink } from '../auth/index';
import { coordinatesOf } from '../clients/index';
import { claimedClient } from './customer-claim';
import {
  adminRecipients,
  decideRegistration,
  emailInUse,
  findRegistration,
  insertRegistration,
  linkRegistrationUser,
  lockRegistrations,
  usernameInUse,
} from './repository';

const asLanguage = (value: string): Language => (isLanguage(value) ? value : DEFAULT_LANGUAGE);

export async function register(app: FastifyInstance, body: RegisterRequest, lang: Language, ip: string) {
  const language = body.language ?? lang;
  const { privacy: _privacy, ...data } = body;
  await app.db.transaction(async (tx) => {
    await lockRegistrations(tx);
    if (await usernameInUse(tx, body.username)) throw new AppError(409, 'registrations.errors.usernameTaken');
    if (await emailInUse(tx, body.email, true)) throw new AppError(409, 'registrations.errors.emailTaken');
    const id = await insertRegistration(tx, {
      username: body.username,
      email: body.email,
      kind: body.user_type,
      language,
      data: { ...data, language },
      privacyAccepted: true,
      ip,
    });
    await app.mailer.enqueue(tx, {
      to: body.email,
      template: 'registration-received',
      language,
      params: { name: body.name, username: body.username },
    });
    for (const admin of await adminRecipients(tx)) {
      await app.mailer.enqueue(tx, {
        to: admin.email,
        template: 'registration-pending',
        language: asLanguage(admin.language),
        params: {
          name: admin.name,
          applicant: `${body.name} ${body.surname}`,
          email: body.email,
          company: body.company_name || body.magazine || body.surname,
          kind: translate(asLanguage(admin.language), `generic.legend.registrationKinds.${body.user_type}`),
          link: `${app.config.publicUrl}/admin/registrations`,
        },
      });
    }
    await recordAudit(tx, {
      actorUserId: null,
      action: 'registration.requested',
      entity: 'registration',
      entityId: id,
      ip,
    });
  });
}

/**
 * Approving creates the customer's user (no password yet) and e-mails a single-use link to set
 * one. A request already decided (also by a concurrent call) is a 409. The user gets a company of
 * its own, of the request's kind, unless the approver attaches the account (`client_id`) to the
 * company its customer code names: a code alone is only the registrant's claim, and short codes are
 * guessed. A company of its own never takes the claimed code, since imports find clients by it.
 */
export async function approve(app: FastifyInstance, id: number, adminId: number, choice: ApproveRegistration) {
  return app.db.transaction(async (tx) => {
    const request = await decideOrExplain(tx, id, { status: 'approved', decidedBy: adminId });
    const data = request.data as RegisterRequest & { language: Language };
    await lockRegistrations(tx);
    if (await usernameInUse(tx, request.username)) throw new AppError(409, 'registrations.errors.usernameTaken');
    if (await emailInUse(tx, request.email)) throw new AppError(409, 'registrations.errors.emailTaken');
    const client =
      choice.client_id === undefined
        ? await createCustomer(tx, request.kind, data)
        : await chosenClient(tx, request, choice.client_id);
    const [user] = await tx
      .insert(users)
      .values({
        username: request.username,
        email: request.email,
        name: data.name,
        surname: data.surname,
        phone: data.phone,
        userType: 3,
        clientId: client.id,
        language: request.language,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('user insert returned nothing');
    await linkRegistrationUser(tx, id, user.id);
    const link = await issueUserLink(tx, app.config, user.id, 'activate');
    await app.mailer.enqueue(tx, {
      to: request.email,
      template: 'account-activation',
      language: asLanguage(request.language),
      params: {
        name: data.name,
        username: request.username,
        link,
        hours: Math.round(app.config.activationTokenTtlMs / 3_600_000),
      },
    });
    await recordAudit(tx, {
      actorUserId: adminId,
      action: 'registration.approved',
      entity: 'registration',
      entityId: id,
      data: { userId: user.id, clientId: client.id, attached: choice.client_id !== undefined },
    });
    return user.id;
  });
}

/** The company the approver chose, when it is the one the request's customer code names. */
async function chosenClient(tx: Tx, request: { kind: RegistrationKind; data: Record<string, unknown> }, id: number) {
  const claimed = await claimedClient(tx, request);
  if (claimed?.id !== id) throw new AppError(400, 'registrations.errors.attachNotClaimed');
  return claimed;
}

async function createCustomer(tx: Tx, kind: RegistrationKind, data: RegisterRequest) {
  const [client] = await tx
    .insert(clients)
    .values({
      kind: kind === 'press' ? 'press' : 'retailer',
      companyName: data.company_name || data.magazine || `${data.name} ${data.surname}`,
      vatNumber: data.vat_number,
      email: data.email,
      phone: data.phone,
      fax: data.fax || null,
      address: data.address,
      city: data.city,
      postalCode: data.postal_code,
      province: data.province || null,
      country: data.country,
      ...coordinatesOf({ city: data.city, province: data.province, country: data.country }),
      magazine: data.magazine || null,
      status: 'active',
    })
    .returning({ id: clients.id });
  if (!client) throw new Error('client insert returned nothing');
  return client;
}

export async function reject(app: FastifyInstance, id: number, adminId: number, reason: string) {
  await app.db.transaction(async (tx) => {
    const request = await decideOrExplain(tx, id, { status: 'rejected', decidedBy: adminId, reason });
    const data = request.data as { name?: string };
    await app.mailer.enqueue(tx, {
      to: request.email,
      template: 'registration-rejected',
      language: asLanguage(request.language),
      params: { name: data.name ?? request.username, reason },
    });
    await recordAudit(tx, {
      actorUserId: adminId,
      action: 'registration.rejected',
      entity: 'registration',
      entityId: id,
      data: { reason },
    });
  });
}

async function decideOrExplain(tx: Tx, id: number, decision: Parameters<typeof decideRegistration>[2]) {
  const decided = await decideRegistration(tx, id, decision);
  if (decided) return decided;
  if (!(await findRegistration(tx, id))) throw notFound();
  throw conflict('registrations.errors.decided');
}
