import { hashPassword, verifyPassword } from '../auth/password.ts';
import { replacePassword } from '../db/users.ts';
import { nowIso } from '../domain/time.ts';
import { passwordOf } from './activation.ts';
import { MESSAGES } from './errors.ts';
import { PROFILE_FIELDS } from './profile-fields.ts';
import { EMAIL, fail, readBody, text } from './route.ts';
import type { Body, Route } from './route.ts';

async function record(
  db: Parameters<Route['handler']>[1]['db'],
  kind: string,
  userId: number | null,
  payload: Body,
): Promise<void> {
  await db.query(
    'INSERT INTO requests (kind, user_id, payload, created_at) VALUES ($1, $2, $3, $4)',
    [kind, userId, JSON.stringify(payload), nowIso()],
  );
}

export const profileRoutes: Route[] = [
  {
    method: 'patch',
    path: '/user',
    auth: true,
    handler: async (c, { db, scope }) => {
      const body = await readBody(c);
      const changes: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(body)) {
        if (key === 'news') {
          if (typeof value !== 'boolean') return fail(c, 422, 'Campo inválido: news');
          changes.news = value;
          continue;
        }
        // Only the fields of PROFILE_FIELDS (null: the field is cleared); others are ignored.
        const check = PROFILE_FIELDS.get(key);
        if (!check) continue;
        if (value === null || value === '') {
          if (key === 'name') return fail(c, 422, MESSAGES.requiredField.message);
          changes[key] = null;
        } else if (
          typeof value !== 'string' ||
          !check(key === 'postal_code' || key === 'phone' ? value.replace(/\D/g, '') : value)
        ) {
          return fail(c, 422, key === 'email' ? 'Email inválido!' : `Campo inválido: ${key}`);
        } else {
          changes[key] =
            key === 'postal_code' || key === 'phone' ? value.replace(/\D/g, '') : value.trim();
        }
      }
      const columns = Object.keys(changes);
      if (columns.length > 0) {
        await db.query(
          `UPDATE users SET ${columns.map((k, i) => `${k} = $${i + 2}`).join(', ')} WHERE id = $1`,
          [scope.userId, ...columns.map((k) => changes[k])],
        );
      }
      return c.json(
        { status: true, message: 'Perfil atualizado', data: { updated: columns.sort() } },
        200,
      );
    },
  },
  {
    method: 'post',
    path: '/user/password',
    auth: true,
    handler: async (c, { db, scope, throttle }) => {
      const body = await readBody(c);
      const member = String(scope.userId);
      const refused = throttle.attempt(c, 'password-check', member);
      if (refused) return refused;
      const current = text(body, 'current_password');
      if (!current) return fail(c, 422, MESSAGES.requiredField.message);
      const password = passwordOf(body);
      if ('error' in password) return fail(c, 422, password.error);
      const { rows } = await db.query<{ password_hash: string | null }>(
        'SELECT password_hash FROM users WHERE id = $1',
        [scope.userId],
      );
      const stored = rows[0]?.password_hash;
      if (!stored || !(await verifyPassword(current, stored))) {
        throttle.failed('password-check', member);
        return fail(c, 422, 'Senha atual incorreta', MESSAGES.invalidCredentials.code);
      }
      throttle.succeeded('password-check', member);
      // Every other session of the member ends; this one stays signed in.
      await replacePassword(db, scope.userId, await hashPassword(password.password), scope.session);
      return c.json({ success: true, message: 'Senha alterada com sucesso' }, 200);
    },
  },
  {
    method: 'post',
    path: '/support',
    auth: true,
    handler: async (c, { db, scope }) => {
      const body = await readBody(c);
      if (!text(body, 'subject') || !text(body, 'message'))
        return fail(c, 422, MESSAGES.requiredField.message);
      await record(db, 'support', scope.userId, body);
      return c.json(
        {
          success: true,
          message: 'Solicitação de suporte enviada. Em breve você receberá um e-mail do clube.',
        },
        200,
      );
    },
  },
  {
    method: 'post',
    path: '/request-partners',
    auth: true,
    handler: async (c, { db, scope }) => {
      if (!scope.company.has_request_partners)
        return fail(c, 403, MESSAGES.permissionDenied.message);
      const body = await readBody(c);
      for (const field of ['company_name', 'name', 'email', 'phone']) {
        if (!text(body, field)) return fail(c, 422, `${MESSAGES.requiredField.message} (${field})`);
      }
      if (!EMAIL.test(text(body, 'email')!)) return fail(c, 422, 'Email inválido!');
      await record(db, 'request-partners', scope.userId, body);
      return c.json(
        { success: true, message: 'Recebemos sua solicitação. Entraremos em contato.' },
        200,
      );
    },
  },
  {
    method: 'post',
    path: '/vidalink/active',
    auth: true,
    handler: async (c, { db, scope }) => {
      if (!scope.company.permissions.includes('vidalink'))
        return fail(c, 403, MESSAGES.permissionDenied.message);
      // Read (and refuse a malformed body) before anything is written.
      const body = await readBody(c);
      const expires = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
      await db.query('UPDATE users SET vidalink_expire_date = $2 WHERE id = $1', [
        scope.userId,
        expires,
      ]);
      await record(db, 'vidalink', scope.userId, body);
      return c.json(
        {
          success: true,
          message: 'Seu cartão foi criado com sucesso',
          data: { vidalink_expire_date: expires },
        },
        200,
      );
    },
  },
];
