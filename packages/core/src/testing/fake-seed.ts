import { bannerSchema, type Banner } from '../campaigns/banner.schema.ts';
import { campaignSchema, type Campaign } from '../campaigns/campaign.schema.ts';
import { categorySchema, type Category } from '../campaigns/category.schema.ts';
import { coinSchema, type Coin } from '../engagement/coin.schema.ts';
import type { GeoPosition, PostalAddress } from '../location/address.schema.ts';
import { noticeSchema, type Notice } from '../notices/notice.schema.ts';
import { notificationSchema, type Notification } from '../notifications/notification.schema.ts';
import { partnerSchema, type Partner } from '../partners/partner.schema.ts';
import { letterSchema, type Letter } from '../redemptions/letter.schema.ts';
import { transactionSchema, type Transaction } from '../redemptions/transaction.schema.ts';
import { voucherSchema, type Voucher } from '../redemptions/voucher.schema.ts';
import { cashbackRecordSchema, type CashbackRecord } from '../wallet/cashback-record.schema.ts';

/** The data behind the fake ports: what the server holds. Tests read and change it freely. */
export interface FakeWorldData {
  partners: Partner[];
  campaigns: Campaign[];
  categories: Category[];
  banners: Banner[];
  /** The server's truth about favorites. */
  favorites: string[];
  notifications: Notification[];
  hasNewNotifications: boolean;
  letters: Letter[];
  vouchers: Voucher[];
  transactions: Transaction[];
  cashbackRecords: CashbackRecord[];
  /** Withdrawable balance, in cents. */
  balanceCents: number;
  coin: Coin;
  notice: Notice | null;
  postalCodes: Record<string, PostalAddress>;
  position: GeoPosition;
  resetTokens: string[];
  inviteTokens: string[];
  takenEmails: string[];
}

export interface SeedSizes {
  partners?: number;
  campaignsPerPartner?: number;
  letters?: number;
  vouchers?: number;
  transactions?: number;
  cashbackRecords?: number;
  notifications?: number;
}

/** A small deterministic generator (mulberry32): the same seed gives the same world. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const PARTNER_NAMES = [
  'Pizzaria Bella Napoli',
  'Cinema Estação',
  'Farmácia São João',
  'Academia Movimento',
  'Livraria Cultura Viva',
  'Café do Largo',
  'Ótica Visão Clara',
  'Pet Shop Amigo Fiel',
];
const CATEGORIES = ['alimentacao', 'lazer', 'saude', 'educacao'];

/** A seeded world: partners with campaigns, lists for every tab, a balance, a coin. */
export function seedWorld(seed = 1, sizes: SeedSizes = {}): FakeWorldData {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const partnerCount = sizes.partners ?? 6;
  const perPartner = sizes.campaignsPerPartner ?? 4;
  const partners = Array.from({ length: partnerCount }, (_, index) => {
    const name = `${PARTNER_NAMES[index % PARTNER_NAMES.length]}${index >= PARTNER_NAMES.length ? ` ${index}` : ''}`;
    const slug = name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-');
    return partnerSchema.parse({
      id: index + 1,
      slug,
      name,
      logo: `https://img.example/${slug}.png`,
      is_exclusive: index % 3 === 0,
      categories: [
        {
          slug: CATEGORIES[index % CATEGORIES.length],
          name: CATEGORIES[index % CATEGORIES.length],
        },
      ],
      colors: { primary: '#565F7D' },
    });
  });
  const campaigns = partners.flatMap((partner, partnerIndex) =>
    Array.from({ length: perPartner }, (_, index) => {
      const number = partnerIndex * perPartner + index + 1;
      const event = pick(['other', 'other', 'award', 'engagement', 'payment'] as const);
      return campaignSchema.parse({
        id: number,
        slug: `${partner.slug}-oferta-${index + 1}`,
        name: `${partner.name} oferta ${index + 1}`,
        title: `${Math.round(5 + random() * 45)}% de desconto`,
        symbol: 'percent',
        value: Math.round(5 + random() * 45),
        event,
        liked_count: Math.floor(random() * 50),
        is_highlighted: random() < 0.3,
        eventData: { is_cashback: random() < 0.3, price: 1000 * (1 + Math.floor(random() * 5)) },
        end_date: '2027-01-31 23:59:59',
        partner: { ...partner, campaigns: [] },
      });
    }),
  );
  const count = (size: number | undefined, fallback: number): number => size ?? fallback;
  return {
    partners,
    campaigns,
    categories: CATEGORIES.map((slug, index) =>
      categorySchema.parse({ id: index + 1, name: slug, slug, is_menu: true, menu_order: index }),
    ),
    banners: [
      bannerSchema.parse({ id: 1, name: 'Farmácia', vidalink: true }),
      bannerSchema.parse({ id: 2, name: 'Vitrine', showcase: 'verao' }),
      bannerSchema.parse({ id: 3, name: 'Externo', link: 'https://parceiro.example/promo' }),
    ],
    favorites: [],
    notifications: Array.from({ length: count(sizes.notifications, 3) }, (_, index) =>
      notificationSchema.parse({
        id: index + 1,
        title: `Novidade ${index + 1}`,
        read: false,
        // One a day back from 2026-01-01 12:00 (São Paulo), in Unix seconds.
        created_at: 1_767_279_600 - index * 86_400,
      }),
    ),
    hasNewNotifications: true,
    letters: Array.from({ length: count(sizes.letters, 12) }, (_, index) =>
      letterSchema.parse({
        id: index + 1,
        link: `https://cartas.example/${index + 1}`,
        available: true,
      }),
    ),
    vouchers: Array.from({ length: count(sizes.vouchers, 20) }, (_, index) =>
      voucherSchema.parse({ id: index + 1, code: `VOUCHER-${index + 1}`, available: true }),
    ),
    transactions: Array.from({ length: count(sizes.transactions, 15) }, (_, index) =>
      transactionSchema.parse({
        id: index + 1,
        type: 'purchase',
        value: 1000 + index,
        status: 'done',
      }),
    ),
    cashbackRecords: Array.from({ length: count(sizes.cashbackRecords, 11) }, (_, index) =>
      cashbackRecordSchema.parse({ id: index + 1, total: 500 + index * 10, status: 'available' }),
    ),
    balanceCents: 5000,
    coin: coinSchema.parse({ id: 1, program_name: 'Pontos Clube', balance: 120_000 }),
    notice: noticeSchema.parse({
      id: 7,
      type: 'notice',
      name: 'Bem-vindo',
      message: 'Olá!',
      firstAccess: true,
    }),
    postalCodes: {
      '01001000': {
        cep: '01001000',
        state: 'SP',
        city: 'São Paulo',
        neighborhood: 'Sé',
        street: 'Praça da Sé',
      },
    },
    position: { latitude: -23.5505, longitude: -46.6333 },
    resetTokens: ['reset-ok'],
    inviteTokens: ['convite-ok'],
    takenEmails: ['ocupado@clube.example'],
  };
}
