import { imagePath } from '../../assets/images.ts';
import { SEED_PARTNERS } from './partners.ts';
import type { SeedPartner } from './partners.ts';

export const CAMPAIGN_TYPES = [
  'voucher',
  'uniqueCode',
  'online',
  'payment',
  'letter',
  'info',
  'cashback',
  'epay',
  'todo',
  'pharmacy',
] as const;
export type CampaignType = (typeof CAMPAIGN_TYPES)[number];

export const SYMBOLS = ['percent', 'currency', 'GRÁTIS', '2x1', 'dynamic'] as const;
export type CampaignEvent = 'award' | 'payment' | 'engagement' | 'other';

export interface EventData {
  price: number | null;
  code: string | null;
  total: number | null;
  link: string | null;
  cashback_value: number | null;
  cashback_symbol: string | null;
  is_cashback: boolean;
  payment_methods: string[];
  rescue_type: string | null;
  limit: number | null;
  min_value: number | null;
  max_value: number | null;
  prices_options: number[];
  value: number | null;
}

export interface SeedCampaign {
  company: string;
  partner: string;
  slug: string;
  type: CampaignType;
  event: CampaignEvent;
  name: string;
  title: string;
  description: string;
  image: string;
  value: number;
  discounted_value: number | null;
  symbol: (typeof SYMBOLS)[number];
  symbol_text_top: string | null;
  symbol_text_main: string | null;
  symbol_text_bottom: string | null;
  end_date: string | null;
  important: string | null;
  howtouse: string | null;
  voucher: string | null;
  liked_count: number;
  only_cashback: boolean;
  is_highlighted: boolean;
  is_exclusive: boolean;
  available_vouchers: number | null;
  max_voucher_per_user: number | null;
  tags: string[];
  event_data: EventData;
  addresses: SeedPartner['address'][];
  created_at: string;
}

/** SPEC §9 development defaults: price options and maximum, in cents. */
export const PRICE_OPTIONS = [1000, 2000, 5000, 10000, 50000];
const TAGS = ['verao', 'dia-das-maes', 'black-friday', 'saude-em-dia', 'volta-as-aulas'];

/** The one description that tries to inject a script: the web app must sanitise it. */
export const INJECTION_SLUG = 'cafe-do-centro-oferta-especial';
const INJECTION_HTML =
  '<p>Oferta especial no <strong>Café do Centro</strong>.</p>' +
  '<script>alert("xss")</script>' +
  '<img src="x" onerror="alert(document.cookie)">' +
  '<a href="javascript:alert(1)">Clique aqui</a>' +
  '<p onclick="alert(2)">Válido de segunda a sexta.</p>';

const brl = (cents: number): string =>
  `R$ ${(cents / 100)
    .toFixed(2)
    .replace('.', ',')
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;

function emptyEventData(): EventData {
  return {
    price: null,
    code: null,
    total: null,
    link: null,
    cashback_value: null,
    cashback_symbol: null,
    is_cashback: false,
    payment_methods: [],
    rescue_type: null,
    limit: null,
    min_value: null,
    max_value: null,
    prices_options: [],
    value: null,
  };
}

function eventDataFor(
  type: CampaignType,
  event: CampaignEvent,
  i: number,
  partner: SeedPartner,
): EventData {
  const data = emptyEventData();
  const store = `/sandbox/loja/${partner.slug}`;
  if (event === 'engagement')
    Object.assign(data, { price: 1500 + (i % 6) * 1000, rescue_type: 'engagement', limit: 5 });
  if (event === 'award')
    Object.assign(data, {
      value: 5000,
      min_value: 1000,
      max_value: 50000,
      prices_options: PRICE_OPTIONS,
      rescue_type: 'award',
    });
  switch (type) {
    case 'voucher':
      return { ...data, rescue_type: data.rescue_type ?? 'voucher', limit: data.limit ?? 2 };
    case 'uniqueCode':
      return { ...data, rescue_type: data.rescue_type ?? 'code' };
    case 'online':
      return {
        ...data,
        link: store,
        code: `CLUBE${10 + (i % 5) * 5}`,
        rescue_type: data.rescue_type ?? 'link',
      };
    case 'payment':
      return {
        ...data,
        price: 4990 + (i % 4) * 2500,
        total: 9990 + (i % 4) * 2500,
        payment_methods: ['pix', 'credit_card'],
        rescue_type: 'payment',
        min_value: 1000,
        max_value: 50000,
        prices_options: PRICE_OPTIONS,
      };
    case 'letter':
      return { ...data, rescue_type: 'letter' };
    case 'cashback':
      return {
        ...data,
        is_cashback: true,
        cashback_value: 2.5 + (i % 8),
        cashback_symbol: '%',
        link: store,
        rescue_type: 'cashback',
      };
    case 'epay':
      return {
        ...data,
        rescue_type: 'gift_card',
        prices_options: PRICE_OPTIONS,
        min_value: 1000,
        max_value: 50000,
        price: 5000,
      };
    case 'todo':
      return { ...data, rescue_type: 'todo', link: store };
    case 'pharmacy':
      return { ...data, rescue_type: 'pharmacy', link: '/cartao-farmacia' };
    case 'info':
      return data;
  }
}

function symbolTexts(symbol: SeedCampaign['symbol'], value: number, discounted: number | null) {
  switch (symbol) {
    case 'percent':
      return { top: 'até', main: `${value}%`, bottom: 'de desconto' };
    case 'currency':
      return { top: `de ${brl(value)} por`, main: brl(discounted ?? value), bottom: null };
    case 'GRÁTIS':
      return { top: null, main: 'GRÁTIS', bottom: 'na primeira compra' };
    case '2x1':
      return { top: 'compre 1', main: '2x1', bottom: 'leve 2' };
    case 'dynamic':
      return { top: 'a partir de', main: `${value}%`, bottom: 'EXCLUSIVO' };
  }
}

function description(name: string, partner: SeedPartner, type: CampaignType): string {
  return (
    `<p>Aproveite <strong>${name}</strong> com o parceiro ${partner.name}.</p>` +
    `<ul><li>Válido em ${partner.address.city}/${partner.address.state}</li>` +
    `<li>Não cumulativo com outras promoções</li><li>Tipo de resgate: <em>${type}</em></li></ul>` +
    `<p>Veja também <a href="/campanhas?partner=${partner.slug}">outras ofertas do parceiro</a>.</p>`
  );
}

const HOWTOUSE =
  '<ol><li>Clique em <strong>Resgatar</strong>.</li><li>Apresente o código no caixa ou use-o no site.</li>' +
  '<li>Pronto: o desconto é aplicado na hora.</li></ol>';

const DAY_MS = 86_400_000;

/**
 * End dates count from the day the club is seeded, so a seed never goes stale: most offers
 * end 2 to 401 days later; a few informational offers outside rewards and awards ended 3 days
 * before (the ended state a member must see, on offers no journey redeems; one or more per
 * company).
 */
function endDateOf(i: number, type: CampaignType, event: CampaignEvent): string {
  const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  const ended = type === 'info' && event === 'other' && i % 20 === 5;
  const day = ended ? -3 : 2 + ((i * 11) % 400);
  return new Date(today + day * DAY_MS).toISOString().slice(0, 10);
}

function build(
  company: string,
  count: number,
  events: (i: number, type: CampaignType) => CampaignEvent,
): SeedCampaign[] {
  const partners = SEED_PARTNERS.filter((p) => p.company === company);
  const campaigns: SeedCampaign[] = [];
  for (let i = 0; i < count; i++) {
    const partner = partners[i % partners.length]!;
    const type = CAMPAIGN_TYPES[i % CAMPAIGN_TYPES.length]!;
    const symbol = SYMBOLS[(i + Math.floor(i / 10)) % SYMBOLS.length]!;
    const event = type === 'payment' ? 'payment' : events(i, type);
    const value =
      symbol === 'currency'
        ? 5000 + (i % 9) * 1500
        : symbol === 'percent' || symbol === 'dynamic'
          ? 5 + ((i * 7) % 56)
          : 0;
    const discounted = symbol === 'currency' ? Math.round(value * 0.7) : null;
    const texts = symbolTexts(symbol, value, discounted);
    const slug =
      company === 'clube-demo' &&
      partner.slug === 'cafe-do-centro' &&
      !campaigns.some((c) => c.slug === INJECTION_SLUG)
        ? INJECTION_SLUG
        : `${partner.slug}-${type.toLowerCase()}-${i + 1}`;
    const name =
      `${texts.main} ${symbol === 'percent' || symbol === 'dynamic' ? 'OFF' : ''} em ${partner.name}`.replace(
        '  ',
        ' ',
      );
    const endDate = endDateOf(i, type, event);
    campaigns.push({
      company,
      partner: partner.slug,
      slug,
      type,
      event,
      name,
      title: `${partner.name}: ${texts.main}${texts.bottom ? ` ${texts.bottom}` : ''}`,
      description: slug === INJECTION_SLUG ? INJECTION_HTML : description(name, partner, type),
      image: imagePath('campaign', partner.color, partner.name),
      value,
      discounted_value: discounted,
      symbol,
      symbol_text_top: texts.top,
      symbol_text_main: texts.main,
      symbol_text_bottom: texts.bottom,
      end_date: i % 13 === 12 ? null : endDate,
      important:
        i % 3 === 0 ? '<p><strong>Importante:</strong> limitado a um resgate por CPF.</p>' : null,
      howtouse: type === 'info' ? null : HOWTOUSE,
      voucher: type === 'voucher' ? `Apresente o voucher na loja ${partner.name}.` : null,
      liked_count: (i * 37) % 250,
      only_cashback: type === 'cashback' && i % 20 === 6,
      is_highlighted: i % 4 === 0,
      is_exclusive: i % 6 === 0 || partner.is_exclusive,
      available_vouchers: type === 'voucher' || type === 'uniqueCode' ? 100 - i : null,
      max_voucher_per_user: type === 'voucher' || type === 'uniqueCode' ? 3 : null,
      tags: [TAGS[i % TAGS.length]!, ...(i % 4 === 0 ? ['destaque'] : [])],
      event_data: eventDataFor(type, event, i, partner),
      addresses: [partner.address],
      created_at: new Date(Date.UTC(2026, 0, 1) + i * 3 * 86_400_000)
        .toISOString()
        .replace('.000', ''),
    });
  }
  return campaigns;
}

export const SEED_CAMPAIGNS: SeedCampaign[] = [
  // 84 offers: every type and symbol; one in seven a reward (engagement), one in seven an award.
  ...build('clube-demo', 84, (i) => (i % 7 === 3 ? 'engagement' : i % 7 === 5 ? 'award' : 'other')),
  // The engagement-only company: mostly rewards.
  ...build('engaja-mais', 14, (i) => (i % 3 === 2 ? 'other' : 'engagement')),
];
