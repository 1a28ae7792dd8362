import type { NewMember } from '../db/users.ts';

/** Seeded members with their clear-text password (null: the member has none yet). */
export interface SeedMember {
  member: Omit<NewMember, 'passwordHash'>;
  password: string | null;
  /** Company slug; the demo company when absent. */
  company?: string;
  /** False: registered, but not enabled at this company (activation code 4). */
  enabled?: boolean;
}

export const DEMO_PASSWORD = 'clube123';

/** A member who has filled in nothing beyond the name and e-mail, with empty balances. */
export const NO_PROFILE = {
  avatar: null,
  gender: null,
  state: null,
  city: null,
  postal_code: null,
  address: null,
  address_number: null,
  address_complement: null,
  birthday: null,
  phone: null,
  news: null,
  vidalink_expire_date: null,
  cashback: 0,
  cashback_total: 0,
  awards_balance: 0,
  engagement_balance: 0,
} as const;

/** Active, with a full profile and balances: the member demos and tests sign in with. */
export const DEMO_MEMBER: SeedMember = {
  password: DEMO_PASSWORD,
  member: {
    document: '52998224725',
    activated: true,
    blocked: false,
    name: 'Marina',
    last_name: 'Souza',
    email: 'marina.souza@clube-vantagens.example',
    avatar: null,
    gender: 'F',
    state: 'SP',
    city: 'São Paulo',
    postal_code: '01310100',
    address: 'Avenida Paulista',
    address_number: '1578',
    address_complement: 'Apto 42',
    birthday: '1990-04-12',
    phone: '11987654321',
    news: true,
    vidalink_expire_date: '2027-12-31',
    cashback: 4590,
    cashback_total: 12990,
    awards_balance: 12000,
    engagement_balance: 35000,
  },
};

/** Registered by the company but not activated: sign-in answers { activate: true }. */
export const MEMBER_TO_ACTIVATE: SeedMember = {
  password: null,
  member: {
    ...NO_PROFILE,
    document: '11144477735',
    activated: false,
    blocked: false,
    name: 'Carlos',
    last_name: 'Pereira',
    email: null,
  },
};

/** Active but blocked at the company: the right password answers 403 (code 12). */
export const BLOCKED_MEMBER: SeedMember = {
  password: DEMO_PASSWORD,
  member: {
    ...NO_PROFILE,
    document: '39053344705',
    activated: true,
    blocked: true,
    name: 'Rafael',
    last_name: 'Lima',
    email: 'rafael.lima@clube-vantagens.example',
  },
};

/** Registered but not enabled at the company: activation answers code 4. */
export const NOT_ENABLED_MEMBER: SeedMember = {
  password: null,
  enabled: false,
  member: {
    ...NO_PROFILE,
    document: '12345678909',
    activated: false,
    blocked: false,
    name: 'Ana',
    last_name: 'Costa',
    email: null,
  },
};

/** Active with a password: a second activation answers code 3. */
export const ACTIVATED_MEMBER: SeedMember = {
  password: DEMO_PASSWORD,
  member: {
    ...NO_PROFILE,
    document: '98765432100',
    activated: true,
    blocked: false,
    name: 'Beatriz',
    last_name: 'Alves',
    email: 'beatriz.alves@clube-vantagens.example',
    cashback: 1500,
    cashback_total: 1500,
  },
};

/** A second member to activate, without a password (the activate-authenticate variant). */
export const MEMBER_TO_ACTIVATE_WITHOUT_PASSWORD: SeedMember = {
  password: null,
  member: {
    ...NO_PROFILE,
    document: '24681357928',
    activated: false,
    blocked: false,
    name: 'Diego',
    last_name: 'Rocha',
    email: null,
  },
};

/** Marina is also a member of the second company, with engagement points only. */
export const ENGAJA_MEMBERS: readonly SeedMember[] = [
  {
    company: 'engaja-mais',
    password: DEMO_PASSWORD,
    member: {
      ...DEMO_MEMBER.member,
      cashback: 0,
      cashback_total: 0,
      awards_balance: 0,
      engagement_balance: 8000,
    },
  },
  {
    company: 'engaja-mais',
    password: DEMO_PASSWORD,
    member: {
      ...NO_PROFILE,
      document: '13579246828',
      activated: true,
      blocked: false,
      name: 'Joana',
      last_name: 'Ribeiro',
      email: 'joana.ribeiro@engaja-mais.example',
      engagement_balance: 120000,
    },
  },
  {
    company: 'engaja-mais',
    password: null,
    member: {
      ...NO_PROFILE,
      document: '11223344517',
      activated: false,
      blocked: false,
      name: 'Paulo',
      last_name: 'Mendes',
      email: null,
    },
  },
];

/** In insertion order: ids 1 (Marina) to 9. */
export const DEMO_MEMBERS: readonly SeedMember[] = [
  DEMO_MEMBER,
  MEMBER_TO_ACTIVATE,
  BLOCKED_MEMBER,
  NOT_ENABLED_MEMBER,
  ACTIVATED_MEMBER,
  MEMBER_TO_ACTIVATE_WITHOUT_PASSWORD,
  ...ENGAJA_MEMBERS,
];
