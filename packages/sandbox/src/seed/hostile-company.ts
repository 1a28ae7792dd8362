import type { CompanyConfig } from '../domain/company-config.ts';
import type { SeedBanner } from './catalogue/banners.ts';
import type { SeedCampaign } from './catalogue/campaigns.ts';
import type { SeedCategory } from './catalogue/categories.ts';
import type { SeedNotice } from './catalogue/notices.ts';
import type { SeedPartner } from './catalogue/partners.ts';
import { SEED_CAMPAIGNS } from './catalogue/campaigns.ts';
import { SEED_PARTNERS } from './catalogue/partners.ts';
import { DEMO_COMPANY } from './demo-company.ts';
import { DEMO_MEMBER, DEMO_PASSWORD, type SeedMember } from './demo-members.ts';

/**
 * A third company whose every echoed and server-HTML field carries a script-injection attempt:
 * the hostile-input suite of the e2e tests signs in here and checks that none runs. Each
 * payload, if it ran, would set `window.__xss`; the suite watches that flag, dialogs and the
 * CSP report endpoint. The forms are the classic filter-evasion ones (script and event-handler
 * tags, obfuscated `javascript:` URLs, encoded entities, SVG and MathML mutation tricks).
 */
export const HOSTILE_SLUG = 'clube-hostil';

const RUN = 'window.__xss=1';

/** Filter-evasion forms, one per line of attack. */
export const XSS_PAYLOADS: readonly string[] = [
  `<script>${RUN}</script>`,
  `<img src=x onerror="${RUN}">`,
  `<svg onload=${RUN}>`,
  `<IMG SRC=JaVaScRiPt:${RUN}>`,
  `<a href="jav&#x09;ascript:${RUN}">link</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${RUN}">link</a>`,
  `<iframe src="javascript:${RUN}"></iframe>`,
  `<details open ontoggle=${RUN}>x</details>`,
  `<input autofocus onfocus=${RUN}>`,
  `<form action="javascript:${RUN}"><button>enviar</button></form>`,
  `<div style="background:url(javascript:${RUN})">x</div>`,
  `"><script>${RUN}</script>`,
  `'><img src=x onerror=${RUN}>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=${RUN}>`,
  `<object data="data:text/html,<script>parent.__xss=1</script>"></object>`,
  `<base href="javascript:${RUN}//">`,
  `<meta http-equiv="refresh" content="0;url=javascript:${RUN}">`,
];

/** All payloads in one HTML field, between ordinary text the member should still read. */
const HOSTILE_HTML = `<p>Texto comum antes.</p>${XSS_PAYLOADS.join('')}<p>Texto comum depois.</p>`;
/** A short hostile text for fields shown as plain text (names, titles). */
const hostileText = (label: string, index: number): string =>
  `${label} ${XSS_PAYLOADS[index % XSS_PAYLOADS.length]}`;

/** Redirect targets that must never take the member off the site. */
export const HOSTILE_URLS = {
  javascript: `javascript:${RUN}`,
  protocolRelative: '//evil.example/x',
  backslashes: '/\\evil.example',
  userinfo: 'https://club@evil.example/',
} as const;

export const HOSTILE_COMPANY: CompanyConfig = {
  ...DEMO_COMPANY,
  title: hostileText('Clube Hostil', 1),
  slug: HOSTILE_SLUG,
  intro: hostileText('Boas-vindas', 0),
  email: 'contato@clube-hostil.example',
  support_link: HOSTILE_URLS.javascript,
  // A stylesheet "URL" that is a script: the app must not attach it, the CSP must stay valid.
  custom_script: `javascript:${RUN}`,
  url: HOSTILE_URLS.protocolRelative,
  marketplace_client_url: HOSTILE_URLS.javascript,
  main_category: hostileText('Principais', 2),
  sign_in: {
    ...DEMO_COMPANY.sign_in!,
    mainText: hostileText('Entre no clube', 3),
    mainButtonText: hostileText('Entrar', 11),
    secondaryButton: hostileText('Primeiro acesso', 12),
    forgotPassword: hostileText('Esqueci', 1),
    negativeFeedback: hostileText('Dados incorretos', 2),
    partners: { name: hostileText('Parceiros', 0), logo: HOSTILE_URLS.javascript },
  },
};

/** The member of the hostile company: every name field is hostile too. */
export const HOSTILE_MEMBER: SeedMember = {
  password: DEMO_PASSWORD,
  company: HOSTILE_SLUG,
  member: {
    ...DEMO_MEMBER.member,
    document: '97531864282',
    name: `Hostil<img src=x onerror=${RUN}>`,
    last_name: `<script>${RUN}</script>`,
    email: 'hostil@clube-hostil.example',
    address: hostileText('Rua', 1),
    address_complement: hostileText('Apto', 0),
    city: hostileText('Cidade', 2),
  },
};

const demoPartners = SEED_PARTNERS.filter((p) => p.company === DEMO_COMPANY.slug).slice(0, 3);

export const HOSTILE_PARTNERS: SeedPartner[] = demoPartners.map((partner, index) => ({
  ...partner,
  company: HOSTILE_SLUG,
  slug: `parceiro-hostil-${index + 1}`,
  name: hostileText('Parceiro', index),
  description: HOSTILE_HTML,
  address: {
    ...partner.address,
    street: hostileText('Rua', index + 3),
    complement: hostileText('Sala', index + 4),
  },
}));

/** One campaign of each type, every text field hostile, links that try to leave the site. */
const demoCampaigns = SEED_CAMPAIGNS.filter((campaign) => campaign.company === DEMO_COMPANY.slug);
/** The first ordinary campaign of each type (a type with none: its first campaign). */
const onePerType = [
  ...demoCampaigns.filter((campaign) => campaign.event === 'other'),
  ...demoCampaigns,
].filter(
  (campaign, index, all) => all.findIndex((other) => other.type === campaign.type) === index,
);

export const HOSTILE_CAMPAIGNS: SeedCampaign[] = onePerType.map((campaign, index) => ({
  ...campaign,
  company: HOSTILE_SLUG,
  partner: HOSTILE_PARTNERS[index % HOSTILE_PARTNERS.length]!.slug,
  slug: `campanha-hostil-${campaign.type.toLowerCase()}`,
  name: hostileText('Campanha', index),
  title: hostileText('Oferta', index + 5),
  description: HOSTILE_HTML,
  howtouse: HOSTILE_HTML,
  important: HOSTILE_HTML,
  symbol_text_top: hostileText('de', index),
  symbol_text_main: hostileText('10', index + 1),
  symbol_text_bottom: hostileText('off', index + 2),
  voucher: hostileText('CODIGO', index),
  is_highlighted: true,
  tags: ['hostil'],
  event_data: {
    ...campaign.event_data,
    link: campaign.event_data.link === null ? null : HOSTILE_URLS.javascript,
    code: campaign.event_data.code === null ? null : hostileText('CODE', index),
  },
  addresses: campaign.addresses.map((address) => ({
    ...address,
    street: hostileText('Rua', index + 6),
  })),
}));

export const HOSTILE_CATEGORIES: SeedCategory[] = [
  {
    company: HOSTILE_SLUG,
    slug: 'categoria-hostil',
    name: hostileText('Categoria', 2),
    status: true,
    is_menu: true,
    menu_order: 1,
    is_home: true,
    home_order: 1,
    menu_icon: HOSTILE_URLS.javascript,
    color: 'primary-1',
    is_public: true,
  },
];

export const HOSTILE_BANNERS: SeedBanner[] = Object.values(HOSTILE_URLS).flatMap((link, index) =>
  ([0, 1] as const).map((type) => ({
    company: HOSTILE_SLUG,
    name: hostileText('Banner', index),
    image: HOSTILE_URLS.javascript,
    image_secondary: null,
    link,
    type,
    institutional: false,
    showcase: null,
    tags: [],
    vidalink: false,
    only_tagged: false,
    partner_slug: null,
    campaign_slug: null,
    position: index * 2 + type + 1,
  })),
);

export const HOSTILE_NOTICES: SeedNotice[] = [
  {
    company: HOSTILE_SLUG,
    type: 'award',
    name: hostileText('Aviso', 0),
    message: HOSTILE_HTML,
    provided_by: hostileText('RH', 1),
    image: null,
    image_mobile: null,
    value: 1000,
    first_access: false,
    link: HOSTILE_URLS.javascript,
    position: 1,
  },
];
