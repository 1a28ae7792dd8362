import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { findCampaign } from '../db/campaigns.ts';
import type { CampaignRow } from '../db/campaigns.ts';
import type { Queryable } from '../db/database.ts';
import type { MemberScope } from '../db/scope.ts';
import { campaignEnded } from '../domain/campaign-validity.ts';
import { chosenPrice, maxQuantityOf } from '../domain/price.ts';
import type { PricedEventData } from '../domain/price.ts';
import { nowIso } from '../domain/time.ts';
import { parseId, productWithinInt4 } from '../input/integers.ts';
import { MESSAGES, errorsBody } from './errors.ts';
import { runOnce } from './idempotency.ts';
import { cents, fail, flag, integer, readBody, text, EMAIL } from './route.ts';
import type { Body, Route } from './route.ts';

type Outcome =
  | { status: 200; message: string; data: Record<string, unknown> }
  | { status: 403 | 422; message: string };

const code = (prefix: string): string =>
  `${prefix}-${randomBytes(4).toString('hex').toUpperCase()}`;
const inDays = (days: number): string =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function addTransaction(
  db: Queryable,
  userId: number,
  campaign: CampaignRow,
  fields: { type: string; value: number; status: string; quantity?: number; gift_card?: unknown },
): Promise<string> {
  const transactionId = code('TX');
  await db.query(
    `INSERT INTO transactions (user_id, campaign_id, transaction_id, type, value, status, quantity,
       vouchers, gift_card, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      userId,
      Number(campaign.id),
      transactionId,
      fields.type,
      fields.value,
      fields.status,
      fields.quantity ?? 1,
      JSON.stringify([]),
      fields.gift_card ? JSON.stringify(fields.gift_card) : null,
      nowIso(),
    ],
  );
  return transactionId;
}

const INVALID_QUANTITY = 'Quantidade inválida';
export const OFFER_ENDED = 'Esta oferta foi encerrada';
const INVALID_PRICE = 'Escolha um dos valores da oferta';

/** `quantity` (default 1) as a whole number from 1 to `max`; null when the member sent another. */
function quantityOf(body: Body, max = 99): number | null {
  if (body.quantity === undefined || body.quantity === null) return 1;
  const quantity = integer(body, 'quantity');
  return quantity !== null && quantity >= 1 && quantity <= max ? quantity : null;
}

/**
 * The unit price of a payment or gift card: the campaign's option named by `price_option`
 * (none: its only option). The member never sends an amount; null when the pick is not one
 * of the campaign's options.
 */
function unitPriceOf(campaign: CampaignRow, body: Body): number | null {
  const data = campaign.eventData as PricedEventData;
  const sent = body.price_option;
  if (sent === undefined || sent === null) return chosenPrice(data, null);
  const picked = integer(body, 'price_option');
  return picked === null ? null : chosenPrice(data, picked);
}

/** Spends `cost` from one balance column in one statement, so two requests cannot overspend. */
async function spend(
  db: Queryable,
  userId: number,
  column: 'engagement_balance' | 'awards_balance',
  cost: number,
): Promise<number | null> {
  const { rows } = await db.query<{ balance: number }>(
    `UPDATE users SET ${column} = ${column} - $2 WHERE id = $1 AND ${column} >= $2 RETURNING ${column} AS balance`,
    [userId, cost],
  );
  return rows[0]?.balance ?? null;
}

async function redeemReward(
  db: Queryable,
  scope: MemberScope,
  campaign: CampaignRow,
  body: Body,
): Promise<Outcome> {
  if (!scope.company.permissions.includes('engagement'))
    return { status: 403, ...MESSAGES.permissionDenied };
  const quantity = quantityOf(body);
  if (quantity === null) return { status: 422, message: INVALID_QUANTITY };
  const cost = productWithinInt4(Number(campaign.eventData.price ?? campaign.value), quantity);
  if (cost === null) return { status: 422, message: 'Valor inválido' };
  const balance = await spend(db, scope.userId, 'engagement_balance', cost);
  if (balance === null) return { status: 422, ...MESSAGES.insufficientBalance };
  const transactionId = await addTransaction(db, scope.userId, campaign, {
    type: 'engagement',
    value: cost,
    status: 'approved',
    quantity,
  });
  return {
    status: 200,
    message: 'Resgate realizado com sucesso',
    data: {
      transaction_id: transactionId,
      code: code('RWD'),
      link: campaign.eventData.link ?? null,
      balance,
    },
  };
}

async function redeemAward(
  db: Queryable,
  scope: MemberScope,
  campaign: CampaignRow,
  body: Body,
): Promise<Outcome> {
  if (!scope.company.permissions.includes('awards'))
    return { status: 403, ...MESSAGES.permissionDenied };
  const data = campaign.eventData as {
    value?: number;
    min_value?: number;
    max_value?: number;
    prices_options?: number[];
  };
  const value = cents(body, 'value') ?? data.value ?? 0;
  const options = data.prices_options ?? [];
  if (
    value <= 0 ||
    (options.length > 0 && !options.includes(value)) ||
    value < (data.min_value ?? 0) ||
    value > (data.max_value ?? Infinity)
  ) {
    return { status: 422, message: 'Valor inválido' };
  }
  const balance = await spend(db, scope.userId, 'awards_balance', value);
  if (balance === null) return { status: 422, ...MESSAGES.insufficientBalance };
  const transactionId = await addTransaction(db, scope.userId, campaign, {
    type: 'award',
    value,
    status: 'approved',
  });
  return {
    status: 200,
    message: 'Resgate realizado com sucesso',
    data: { transaction_id: transactionId, code: code('AWD'), value, balance },
  };
}

async function issueVoucher(
  db: Queryable,
  scope: MemberScope,
  campaign: CampaignRow,
  type: '0' | '1',
): Promise<Outcome> {
  // The member's row is locked first: two requests of one member count and insert one after
  // the other, so the per-member limit holds under concurrency (count-then-insert alone races).
  // NO KEY UPDATE, not UPDATE: the foreign keys of rows this transaction already inserted
  // (its idempotency key) hold KEY SHARE on the row, which UPDATE would deadlock against.
  await db.query('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [scope.userId]);
  const { rows } = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM vouchers WHERE user_id = $1 AND campaign_id = $2',
    [scope.userId, Number(campaign.id)],
  );
  const max = campaign.max_voucher_per_user as number | null;
  if (max !== null && (rows[0]?.count ?? 0) >= max)
    return { status: 422, message: 'Limite de resgates atingido' };
  const { rows: left } = await db.query(
    `UPDATE campaigns SET available_vouchers = available_vouchers - 1
      WHERE id = $1 AND (available_vouchers IS NULL OR available_vouchers > 0) RETURNING id`,
    [Number(campaign.id)],
  );
  if (left.length === 0) return { status: 422, message: 'Vouchers esgotados' };
  const voucher = {
    code: code(type === '0' ? 'VCH' : 'COD'),
    expire_date: inDays(30),
    link: campaign.eventData.link ?? null,
  };
  const now = nowIso();
  const { rows: inserted } = await db.query<{ id: number }>(
    `INSERT INTO vouchers (user_id, campaign_id, code, type, expire_date, link, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING id`,
    [scope.userId, Number(campaign.id), voucher.code, type, voucher.expire_date, voucher.link, now],
  );
  return {
    status: 200,
    message: 'Resgate realizado com sucesso',
    data: { id: String(inserted[0]!.id), ...voucher },
  };
}

async function pay(
  db: Queryable,
  scope: MemberScope,
  campaign: CampaignRow,
  body: Body,
): Promise<Outcome> {
  const method = text(body, 'payment_method') ?? 'pix';
  const quantity = quantityOf(body, maxQuantityOf(campaign.eventData as PricedEventData));
  if (quantity === null) return { status: 422, message: INVALID_QUANTITY };
  const price = unitPriceOf(campaign, body);
  if (price === null) return { status: 422, message: INVALID_PRICE };
  const value = productWithinInt4(price, quantity);
  if (value === null || value <= 0) return { status: 422, message: 'Valor inválido' };
  if (method === 'credit_card') {
    const card = integer(body, 'card_id');
    const { rows } = await db.query('SELECT 1 FROM payment_cards WHERE id = $1 AND user_id = $2', [
      card ?? 0,
      scope.userId,
    ]);
    if (rows.length === 0) return { status: 422, message: 'Cartão inválido' };
    const transactionId = await addTransaction(db, scope.userId, campaign, {
      type: 'payment',
      value,
      status: 'approved',
      quantity,
    });
    return {
      status: 200,
      message: 'Pagamento aprovado',
      data: { transaction_id: transactionId, status: 'approved', value },
    };
  }
  if (method !== 'pix') return { status: 422, message: 'Forma de pagamento inválida' };
  const transactionId = await addTransaction(db, scope.userId, campaign, {
    type: 'payment',
    value,
    status: 'pending',
    quantity,
  });
  return {
    status: 200,
    message: 'Pix gerado com sucesso. Pague em até 30 minutos.',
    data: {
      transaction_id: transactionId,
      status: 'pending',
      value,
      pix_code: `00020126580014BR.GOV.BCB.PIX0136${transactionId}5204000053039865802BR6304ABCD`,
      expires_in: 1800,
    },
  };
}

async function buyGiftCard(
  db: Queryable,
  scope: MemberScope,
  campaign: CampaignRow,
  body: Body,
): Promise<Outcome> {
  const value = unitPriceOf(campaign, body);
  if (value === null) return { status: 422, message: INVALID_PRICE };
  const giftCard = {
    gift_card_code: code('GC'),
    gift_card_password: String(1000 + (Date.now() % 9000)),
    status: 'available',
  };
  const transactionId = await addTransaction(db, scope.userId, campaign, {
    type: 'gift_card',
    value,
    status: 'approved',
    gift_card: giftCard,
  });
  return {
    status: 200,
    message: 'Resgate realizado com sucesso',
    data: { transaction_id: transactionId, value },
  };
}

/** Letter data (SPEC §3, §5): every field non-empty, the document with exactly 14 characters. */
async function requestLetter(
  db: Queryable,
  scope: MemberScope,
  campaign: CampaignRow,
  body: Body,
): Promise<Outcome> {
  const name = text(body, 'name');
  const document = text(body, 'document');
  const number = text(body, 'number');
  const email = text(body, 'email');
  const statement = flag(body, 'statement');
  if (!name || !document || !number || !email || statement === null)
    return { status: 422, ...MESSAGES.requiredField };
  if (document.length !== 14) return { status: 422, message: 'Documento inválido' };
  if (!EMAIL.test(email)) return { status: 422, message: 'Email inválido!' };
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO letters (user_id, partner_id, link, user_name, user_document, user_number, user_email,
       statement, template, created_at)
     SELECT $1, p.id, '', $3, $4, $5, $6, $7,
            json_build_object('logo', p.logo, 'description',
              '<p>Declaramos que <strong>' || $3 || '</strong> é membro do clube e tem direito ao benefício em ' || p.name || '.</p>',
              'stamp', p.logo_negative, 'signature_image', NULL, 'signature_text', 'Equipe do clube'),
            $8
       FROM partners p WHERE p.id = (SELECT partner_id FROM campaigns WHERE id = $2)
     RETURNING id`,
    [scope.userId, Number(campaign.id), name, document, number, email, statement, nowIso()],
  );
  const id = rows[0]!.id;
  const link = `/sandbox/cartas/${id}.html`;
  await db.query('UPDATE letters SET link = $2 WHERE id = $1', [id, link]);
  return { status: 200, message: 'Carta solicitada com sucesso', data: { id: String(id), link } };
}

async function redeem(
  db: Queryable,
  scope: MemberScope,
  campaign: CampaignRow,
  body: Body,
): Promise<Outcome> {
  if (campaign.event === 'engagement') return redeemReward(db, scope, campaign, body);
  if (campaign.event === 'award') return redeemAward(db, scope, campaign, body);
  const link = (campaign.eventData.link as string | null) ?? null;
  switch (campaign.type) {
    case 'voucher':
      return issueVoucher(db, scope, campaign, '0');
    case 'uniqueCode':
      return issueVoucher(db, scope, campaign, '1');
    case 'payment':
      return pay(db, scope, campaign, body);
    case 'epay':
      return buyGiftCard(db, scope, campaign, body);
    case 'letter':
      return requestLetter(db, scope, campaign, body);
    case 'online':
    case 'cashback':
    case 'todo':
    case 'pharmacy':
      return {
        status: 200,
        message: 'Link gerado',
        data: { link, code: (campaign.eventData.code as string | null) ?? null },
      };
    default:
      return { status: 422, message: 'Esta oferta não possui resgate' };
  }
}

async function campaignFromPath(
  c: Context,
  db: Queryable,
  scope: MemberScope,
): Promise<CampaignRow | null> {
  const id = c.req.param('id') ?? '';
  // Digits past int4 name no row: they are looked up as a slug, which none has.
  const numeric = parseId(id);
  return findCampaign(db, scope, numeric !== null ? { id: numeric } : { slug: id });
}

export const campaignRoutes: Route[] = [
  {
    method: 'post',
    path: '/campaign/{id}/event',
    auth: true,
    handler: async (c, { db, scope }) => {
      const campaign = await campaignFromPath(c, db, scope);
      if (!campaign) return fail(c, 404, MESSAGES.offerNotFound.message);
      // An ended offer issues no voucher, code, link or payment (the app shows it as ended).
      if (campaignEnded(campaign.end_date as string | null, Date.now())) {
        return fail(c, 422, OFFER_ENDED);
      }
      // The body is read (or refused) before the transaction: a slow client holds no lock.
      const body = await readBody(c);
      return runOnce(c, db, scope, body, async (tx) => {
        const outcome = await redeem(tx, scope, campaign, body);
        return outcome.status === 200
          ? {
              status: 200,
              body: { success: true, message: outcome.message, data: outcome.data },
            }
          : { status: outcome.status, body: errorsBody(outcome.message) };
      });
    },
  },
  {
    method: 'post',
    path: '/campaign/{id}/tracking',
    auth: true,
    handler: async (c, { db, scope }) => {
      const campaign = await campaignFromPath(c, db, scope);
      if (!campaign) return fail(c, 404, MESSAGES.offerNotFound.message);
      await db.query(
        'INSERT INTO requests (kind, user_id, campaign_id, payload, created_at) VALUES ($1, $2, $3, $4, $5)',
        [
          'tracking',
          scope.userId,
          Number(campaign.id),
          JSON.stringify(await readBody(c)),
          nowIso(),
        ],
      );
      return c.json({ success: true }, 200);
    },
  },
  {
    method: 'post',
    path: '/campaign/{id}/negative-experience',
    auth: true,
    handler: async (c, { db, scope }) => {
      const campaign = await campaignFromPath(c, db, scope);
      if (!campaign) return fail(c, 404, MESSAGES.offerNotFound.message);
      const body = await readBody(c);
      const typeId = integer(body, 'type_id') ?? integer(body, 'negative_experience_id');
      const { rows } = await db.query(
        'SELECT 1 FROM negative_experience_types WHERE id = $1 AND status',
        [typeId ?? 0],
      );
      if (rows.length === 0) return fail(c, 422, 'Selecione o tipo de problema');
      await db.query(
        'INSERT INTO negative_experiences (user_id, campaign_id, type_id, message, created_at) VALUES ($1, $2, $3, $4, $5)',
        [scope.userId, Number(campaign.id), typeId, text(body, 'message'), nowIso()],
      );
      return c.json({ success: true, message: 'Obrigado por nos contar.' }, 200);
    },
  },
];
