import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { activationStatus, checkActivation, findCandidates } from '../auth/activation.ts';
import type { ActivationCandidate } from '../auth/activation.ts';
import { signMemberToken } from '../auth/jwt.ts';
import { hashPassword } from '../auth/password.ts';
import type { TokenSettings } from '../auth/sign-in.ts';
import { findCompanyBySlug } from '../db/companies.ts';
import { insertMember, replacePassword } from '../db/users.ts';
import { isValidCpf, normalizeDocument } from '../domain/document.ts';
import { nowIso } from '../domain/time.ts';
import { MESSAGES } from './errors.ts';
import { refusedProfileField } from './profile-fields.ts';
import { EMAIL, fail, flag, readBody, text } from './route.ts';
import type { Body, Route, RestEnv } from './route.ts';

const MIN_PASSWORD = 6;

function tokenFor(
  member: Pick<
    ActivationCandidate,
    'id' | 'companySlug' | 'document' | 'name' | 'last_name' | 'token_version'
  >,
  tokens: TokenSettings,
): string {
  return signMemberToken(
    {
      sub: String(member.id),
      company: member.companySlug,
      document: member.document,
      name: [member.name, member.last_name].filter(Boolean).join(' '),
      ver: member.token_version,
    },
    tokens.secret,
    tokens.ttlSeconds,
  );
}

/** The new password of a form, or a 422 message (confirm_password defaults to password). */
export function passwordOf(body: Body): { password: string } | { error: string } {
  const password = text(body, 'password');
  if (!password) return { error: MESSAGES.requiredField.message };
  if (password.length < MIN_PASSWORD) return { error: 'A senha deve ter pelo menos 6 caracteres' };
  if ((text(body, 'confirm_password') ?? password) !== password)
    return { error: 'As senhas não conferem' };
  return { password };
}

/** Profile fields a form may carry; absent ones stay as they are. */
function profileOf(body: Body): Record<string, unknown> {
  const profile: Record<string, unknown> = {};
  for (const key of ['name', 'last_name', 'email', 'phone', 'birthday', 'gender']) {
    const value = text(body, key);
    if (value !== null) profile[key] = key === 'phone' ? value.replace(/\D/g, '') : value;
  }
  const news = flag(body, 'news');
  if (news !== null) profile.news = news;
  if (Array.isArray(body.interests)) profile.interests = JSON.stringify(body.interests.map(String));
  return profile;
}

function activate(withPassword: boolean) {
  return async (c: Context, { db, tokens, throttle }: RestEnv): Promise<Response> => {
    const body = await readBody(c);
    const document = normalizeDocument(text(body, 'document') ?? '');
    if (!document) return fail(c, 422, MESSAGES.requiredField.message);
    const refused = throttle.attempt(c, 'lookup', document);
    if (refused) return refused;
    const check = await checkActivation(db, document, text(body, 'company'));
    if (!check.ok) return fail(c, check.status, check.message, check.code);
    const profile = profileOf(body);
    if (typeof profile.email === 'string' && !EMAIL.test(profile.email))
      return fail(c, 422, 'Email inválido!');
    const invalidField = refusedProfileField(profile);
    if (invalidField) return fail(c, 422, `Campo inválido: ${invalidField}`);
    if (withPassword) {
      const password = passwordOf(body);
      if ('error' in password) return fail(c, 422, password.error);
      profile.password_hash = await hashPassword(password.password);
    }
    const columns = Object.keys(profile);
    await db.query(
      `UPDATE users SET activated = true${columns.map((k, i) => `, ${k} = $${i + 2}`).join('')}
        WHERE id = $1`,
      [check.member.id, ...columns.map((k) => profile[k])],
    );
    const member = { ...check.member, ...(profile as Partial<ActivationCandidate>) };
    return c.json({ token: tokenFor(member, tokens) }, 200);
  };
}

export const activationRoutes: Route[] = [
  { method: 'post', path: '/activate', auth: false, handler: activate(true) },
  { method: 'post', path: '/activate-authenticate', auth: false, handler: activate(false) },
  {
    method: 'post',
    path: '/activate/check',
    auth: false,
    handler: async (c, { db, throttle }) => {
      const body = await readBody(c);
      const document = normalizeDocument(text(body, 'document') ?? '');
      if (!document) return fail(c, 422, MESSAGES.requiredField.message);
      const refused = throttle.attempt(c, 'lookup', document);
      if (refused) return refused;
      const check = await checkActivation(db, document, text(body, 'company'));
      if (!check.ok) return fail(c, check.status, check.message, check.code);
      const { name, last_name, email, has_password } = check.member;
      return c.json({ data: { document, name, last_name, email, has_password } }, 200);
    },
  },
  {
    method: 'post',
    path: '/activate/verify',
    auth: false,
    handler: async (c, { db, throttle }) => {
      const body = await readBody(c);
      const document = normalizeDocument(text(body, 'document') ?? '');
      if (!document) return fail(c, 422, MESSAGES.requiredField.message);
      const refused = throttle.attempt(c, 'lookup', document);
      if (refused) return refused;
      const candidates = await findCandidates(db, document);
      const open = candidates.filter((m) => activationStatus(m).ok);
      if (open.length === 0) {
        const reason = activationStatus(candidates[0]);
        if (!reason.ok) return fail(c, reason.status, reason.message, reason.code);
      }
      const companies = await Promise.all(
        open.map(async (m) => ({
          slug: m.companySlug,
          title: (await findCompanyBySlug(db, m.companySlug))?.title ?? m.companySlug,
        })),
      );
      return c.json({ data: { document, name: open[0]?.name ?? null, companies } }, 200);
    },
  },
  {
    method: 'post',
    path: '/company/invite/{inviteToken}',
    auth: false,
    handler: async (c, { db, tokens, throttle }) => {
      const refused = throttle.attempt(c, 'lookup', `invite:${c.req.param('inviteToken')}`);
      if (refused) return refused;
      const { rows } = await db.query<{ company_id: number; slug: string }>(
        `SELECT i.company_id, c.slug FROM invites i JOIN companies c ON c.id = i.company_id
          WHERE i.token = $1 AND i.expires_at > $2`,
        [c.req.param('inviteToken'), nowIso()],
      );
      const invite = rows[0];
      if (!invite) return fail(c, 404, 'Convite inválido ou expirado');
      const body = await readBody(c);
      const document = normalizeDocument(text(body, 'document') ?? '');
      const name = text(body, 'name');
      const email = text(body, 'email');
      if (!document || !name || !email) return fail(c, 422, MESSAGES.requiredField.message);
      if (!isValidCpf(document)) return fail(c, 422, 'CPF inválido');
      if (!EMAIL.test(email)) return fail(c, 422, 'Email inválido!');
      const password = passwordOf(body);
      if ('error' in password) return fail(c, 422, password.error);
      const existing = (await findCandidates(db, document)).find(
        (m) => m.companySlug === invite.slug,
      );
      if (existing)
        return fail(c, 409, MESSAGES.alreadyActivated.message, MESSAGES.alreadyActivated.code);
      await insertMember(db, invite.company_id, {
        document,
        passwordHash: await hashPassword(password.password),
        activated: true,
        blocked: false,
        name,
        last_name: text(body, 'last_name'),
        email,
        avatar: null,
        gender: null,
        state: null,
        city: null,
        postal_code: null,
        address: null,
        address_number: null,
        address_complement: null,
        birthday: null,
        phone: text(body, 'phone'),
        news: flag(body, 'news'),
        vidalink_expire_date: null,
        cashback: 0,
        cashback_total: 0,
        awards_balance: 0,
        engagement_balance: 0,
      });
      const member = (await findCandidates(db, document)).find(
        (m) => m.companySlug === invite.slug,
      )!;
      return c.json({ data: { token: tokenFor(member, tokens) } }, 200);
    },
  },
  {
    method: 'get',
    path: '/user/check',
    auth: false,
    handler: async (c, { db, throttle }) => {
      const document = normalizeDocument(c.req.query('document') ?? '');
      if (!document) return fail(c, 422, MESSAGES.requiredField.message);
      const refused = throttle.attempt(c, 'lookup', document);
      if (refused) return refused;
      const candidates = await findCandidates(db, document);
      const company = c.req.query('company');
      const member = company ? candidates.find((m) => m.companySlug === company) : candidates[0];
      if (!member) return fail(c, 404, MESSAGES.userNotFound.message, MESSAGES.userNotFound.code);
      // Only what the start-up needs (the document to activate): anyone may ask, so no name,
      // e-mail or account state.
      return c.json({ data: { document, company: member.companySlug } }, 200);
    },
  },
  {
    method: 'post',
    path: '/user/check-email',
    auth: false,
    handler: async (c, { db, throttle }) => {
      const email = text(await readBody(c), 'email');
      if (!email || !EMAIL.test(email)) return fail(c, 422, 'Email inválido!');
      const refused = throttle.attempt(c, 'lookup', email.toLowerCase());
      if (refused) return refused;
      const { rows } = await db.query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [
        email,
      ]);
      return c.json({ status: rows.length === 0 ? 'available' : 'in_use' }, 200);
    },
  },
  {
    method: 'post',
    path: '/company/user/remember',
    auth: false,
    handler: async (c, { db, throttle, outbox }) => {
      const body = await readBody(c);
      const document = normalizeDocument(text(body, 'document') ?? '');
      if (!document) return fail(c, 422, MESSAGES.requiredField.message);
      const refused = throttle.attempt(c, 'reset-request', document);
      if (refused) return refused;
      const company = text(body, 'company');
      const candidates = (await findCandidates(db, document)).filter((m) => m.activated);
      const member = company ? candidates.find((m) => m.companySlug === company) : candidates[0];
      if (!member) return fail(c, 404, MESSAGES.userNotFound.message, MESSAGES.userNotFound.code);
      const token = randomBytes(16).toString('hex');
      const expires = new Date(Date.now() + 60 * 60 * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
      await db.query(
        'INSERT INTO password_resets (token, user_id, expires_at) VALUES ($1, $2, $3)',
        [token, member.id, expires],
      );
      // The real club e-mails the link; the sandbox keeps the message in its outbox (read by
      // tests from the sandbox object, printed in development), never in the answer.
      outbox.send({ kind: 'password-reset', document, company: member.companySlug, token });
      return c.json({ success: true, message: 'Enviamos as instruções para o seu e-mail.' }, 200);
    },
  },
  {
    method: 'post',
    path: '/company/user/remember/check',
    auth: false,
    handler: async (c, { db, throttle }) => {
      const token = text(await readBody(c), 'token');
      const refused = throttle.attempt(c, 'lookup', `reset:${token ?? ''}`);
      if (refused) return refused;
      const { rows } = await db.query(
        'SELECT 1 FROM password_resets WHERE token = $1 AND NOT used AND expires_at > $2',
        [token ?? '', nowIso()],
      );
      return c.json({ data: rows.length > 0 }, 200);
    },
  },
  {
    method: 'post',
    path: '/company/user/remember/{resetToken}',
    auth: false,
    handler: async (c, { db, throttle }) => {
      const refused = throttle.attempt(c, 'lookup', `reset:${c.req.param('resetToken')}`);
      if (refused) return refused;
      const password = passwordOf(await readBody(c));
      if ('error' in password) return fail(c, 422, password.error);
      const hash = await hashPassword(password.password);
      const { rows } = await db.query<{ user_id: number }>(
        `UPDATE password_resets SET used = true
          WHERE token = $1 AND NOT used AND expires_at > $2 RETURNING user_id`,
        [c.req.param('resetToken'), nowIso()],
      );
      if (!rows[0]) return fail(c, 422, 'Token inválido ou expirado');
      // Whoever held a session (or the old password) is signed out everywhere.
      await replacePassword(db, rows[0].user_id, hash, null);
      return c.json({ success: true, message: 'Senha alterada com sucesso' }, 200);
    },
  },
];
