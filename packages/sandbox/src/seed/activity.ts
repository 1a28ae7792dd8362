import { imagePath } from '../assets/images.ts';
import type { Row } from './insert.ts';

/** A seeded campaign as activity rows need it. */
export interface CampaignRef {
  id: number;
  slug: string;
  type: string;
  event: string;
  partnerId: number;
  partnerName: string;
  companyId: number;
}

const day = (n: number): string =>
  new Date(Date.UTC(2026, 10, 22) + n * 86_400_000).toISOString().replace('.000', '');

/** Member activity: Marina (id 1) at the demo company, Marina (id 7) and Joana (id 8) at the other. */
export function activityRows(campaigns: CampaignRef[]) {
  const demo = campaigns.filter((c) => c.companyId === 1);
  const ofType = (type: string) => demo.filter((c) => c.type === type);
  const marina = 1;

  const notifications: Row[] = [
    [
      'Seu cashback foi aprovado',
      'R$ 12,50 de dinheiro de volta disponível.',
      'success',
      true,
      -20,
    ],
    ['Nova oferta de Moda Carioca', 'Até 40% de desconto em toda a loja.', 'favorite', true, -12],
    ['Você curtiu Sabor da Terra', null, 'like', true, -6],
    ['Prêmio recebido', 'Você recebeu R$ 50,00 em prêmios.', 'success', false, -2],
    ['Resgate concluído', 'Seu voucher de Cine Arte está disponível.', 'success', false, -1],
    ['Falha no pagamento', 'O pagamento por Pix expirou.', 'error', false, 0],
  ].map(([title, message, type, read, offset]) => ({
    user_id: marina,
    title,
    message,
    type,
    read,
    created_at: day(offset as number),
  }));
  notifications.push({
    user_id: 8,
    title: 'Você ganhou 500 pontos',
    message: null,
    type: 'success',
    read: false,
    created_at: day(-3),
  });

  // 14 vouchers (more than one page of 9) and 6 unique codes, some used or expired.
  const voucherCampaigns = ofType('voucher');
  const codeCampaigns = ofType('uniqueCode');
  const vouchers: Row[] = Array.from({ length: 20 }, (_, i) => {
    const c =
      i < 14
        ? voucherCampaigns[i % voucherCampaigns.length]!
        : codeCampaigns[i % codeCampaigns.length]!;
    return {
      user_id: marina,
      campaign_id: c.id,
      code: `${c.type === 'voucher' ? 'VCH' : 'COD'}-${String(100000 + i * 7331).slice(-6)}`,
      // '0': vouchers tab; '1': unique codes tab.
      type: c.type === 'voucher' ? '0' : '1',
      expire_date: day(1 + i * 9).slice(0, 10),
      link: i % 3 === 0 ? `/sandbox/loja/voucher-${i + 1}` : null,
      available: i % 5 !== 4,
      created_at: day(-30 + i),
      updated_at: day(-30 + i),
    };
  });

  const purchases = [
    ...ofType('payment'),
    ...ofType('epay'),
    ...demo.filter((c) => c.event === 'engagement'),
  ].slice(0, 12);
  const transactions: Row[] = purchases.map((c, i) => ({
    user_id: marina,
    campaign_id: c.id,
    transaction_id: `TX-2026-${String(1001 + i)}`,
    type: c.type === 'epay' ? 'gift_card' : c.event === 'engagement' ? 'engagement' : 'payment',
    value: 2990 + i * 1000,
    status: ['approved', 'pending', 'approved', 'cancelled'][i % 4],
    quantity: 1 + (i % 3),
    available: i % 4 !== 3,
    vouchers: [
      {
        id: 9000 + i,
        code: `PAY-${4000 + i}`,
        expire_date: day(30 + i).slice(0, 10),
        status: 'active',
      },
    ],
    gift_card:
      c.type === 'epay'
        ? {
            gift_card_code: `GC-${7000 + i}-${3000 + i}`,
            gift_card_password: String(4321 + i),
            status: 'available',
          }
        : null,
    created_at: day(-40 + i * 3),
  }));

  const letterPartners = ofType('letter').slice(0, 3);
  const letters: Row[] = letterPartners.map((c, i) => ({
    user_id: marina,
    partner_id: c.partnerId,
    link: `/sandbox/cartas/${i + 1}.html`,
    user_name: 'Marina Souza',
    user_document: '529.982.247-25',
    user_number: String(1000 + i),
    user_email: 'marina.souza@clube-vantagens.example',
    statement: i % 2 === 0,
    available: i !== 2,
    template: {
      logo: imagePath('logo', '#565F7D', c.partnerName),
      description: `<p>Declaramos que <strong>Marina Souza</strong> é membro do clube e tem direito ao desconto em ${c.partnerName}.</p>`,
      stamp: imagePath('stamp', '#565F7D', 'Clube Vantagens'),
      signature_image: imagePath('signature', '#333333', 'Assinatura'),
      signature_text: 'Equipe Clube Vantagens',
    },
    created_at: day(-15 + i * 4),
  }));

  const statuses = ['pending', 'approved', 'available', 'redeemed', 'cancelled'];
  const cashbackCampaigns = ofType('cashback');
  const cashbacks: Row[] = Array.from({ length: 14 }, (_, i) => {
    const c = cashbackCampaigns[i % cashbackCampaigns.length]!;
    const total = 5000 + i * 1750;
    return {
      user_id: marina,
      campaign_id: c.id,
      date: day(-60 + i * 4).slice(0, 10),
      created_at: day(-60 + i * 4),
      available: statuses[i % 5] === 'available',
      total,
      user_comission: Math.round(total * 0.05),
      status: statuses[i % 5],
    };
  });

  const favorites: Row[] = demo
    .filter((_, i) => i % 9 === 1)
    .map((c, i) => ({ user_id: marina, campaign_id: c.id, created_at: day(-10 + i) }));
  const likes: Row[] = demo
    .filter((_, i) => i % 8 === 0)
    .map((c) => ({ user_id: marina, campaign_id: c.id }));

  return { notifications, vouchers, transactions, letters, cashbacks, favorites, likes };
}
