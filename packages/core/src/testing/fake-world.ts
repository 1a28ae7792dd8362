import type { AuthPort, TokenDecoderPort } from '../auth/auth.port.ts';
import type { ClubPorts } from '../club.ts';
import { companyConfigSchema, type CompanyConfig } from '../company/company-config.schema.ts';
import type { CompanyPort } from '../company/company.port.ts';
import type { ProfilePort } from '../profile/profile.port.ts';
import { userSchema, type User } from '../profile/user.schema.ts';
import type { ClockPort } from '../shared/clock.port.ts';
import type { ClubError } from '../shared/club-error.ts';
import { createMemoryStorage } from '../shared/memory-storage.ts';
import type { StoragePort } from '../shared/storage.port.ts';

export interface FakeMember {
  document: string;
  password: string;
  name: string;
  /** false: the login answers the activate flag. */
  activated?: boolean;
  user?: Partial<User>;
}

export interface FakeWorldOptions {
  clock: ClockPort;
  company?: Partial<CompanyConfig> & { slug?: string; title?: string };
  members?: FakeMember[];
  /** How long an issued token lives; 8 hours unless told. */
  tokenTtlMs?: number;
  storage?: StoragePort;
}

export const DEMO_MEMBER: FakeMember = {
  document: '52998224725',
  password: 'clube123',
  name: 'Marina Souza',
};

const invalidCredentials: ClubError = {
  kind: 'server',
  status: 401,
  message: 'Credenciais inválidas',
  code: 1,
};

/**
 * In-memory ports over a small world (one company, a few members), faithful to the club
 * API's answers: tokens expire, wrong passwords fail with code 1, inactive members must
 * activate, and the member-only calls refuse a missing or expired token.
 */
export function createFakePorts(options: FakeWorldOptions): ClubPorts & {
  /** Tokens issued so far, newest last. */
  issuedTokens: string[];
  /** Makes every later call of a port fail with the given error. */
  failNext(port: 'login' | 'config' | 'publicConfig' | 'user', error: ClubError): void;
} {
  const clock = options.clock;
  const ttl = options.tokenTtlMs ?? 8 * 3_600_000;
  const members = options.members ?? [DEMO_MEMBER];
  const config = companyConfigSchema.parse({
    title: 'Clube Vantagens',
    slug: 'clube-demo',
    permissions: ['engagement', 'awards', 'cashback_tab'],
    ...options.company,
  });
  const claimsByToken = new Map<string, Record<string, unknown>>();
  const issuedTokens: string[] = [];
  const failures = new Map<string, ClubError>();
  let currentDocument: string | null = null;

  const failure = (port: string): ClubError | undefined => {
    const error = failures.get(port);
    failures.delete(port);
    return error;
  };

  const requireMember = (): FakeMember => {
    const token = issuedTokens.at(-1);
    const claims = token ? claimsByToken.get(token) : undefined;
    const member = members.find((candidate) => candidate.document === currentDocument);
    if (!claims || !member || (claims['exp'] as number) * 1000 <= clock.now()) {
      throw { kind: 'server', status: 401, message: 'Unauthorized' } satisfies ClubError;
    }
    return member;
  };

  const auth: AuthPort = {
    async login(request) {
      const error = failure('login');
      if (error) throw error;
      const member = members.find((candidate) => candidate.document === request.document);
      if (!member || member.password !== request.password) throw invalidCredentials;
      if (member.activated === false) return { kind: 'activate' };
      const token = `fake-token-${issuedTokens.length + 1}`;
      claimsByToken.set(token, {
        company: config.slug,
        company_name: config.title,
        document: member.document,
        name: member.name,
        exp: Math.floor((clock.now() + ttl) / 1000),
      });
      issuedTokens.push(token);
      currentDocument = member.document;
      return { kind: 'token', token };
    },
  };

  const tokenDecoder: TokenDecoderPort = {
    decode: (token) => {
      const claims = claimsByToken.get(token);
      if (!claims) throw new Error('token de teste desconhecido');
      return claims;
    },
  };

  const company: CompanyPort = {
    async publicConfig() {
      const error = failure('publicConfig');
      if (error) throw error;
      return config;
    },
    async config() {
      const error = failure('config');
      if (error) throw error;
      requireMember();
      return config;
    },
  };

  const profile: ProfilePort = {
    async user() {
      const error = failure('user');
      if (error) throw error;
      const member = requireMember();
      return userSchema.parse({
        id: member.document,
        name: member.name,
        document: member.document,
        ...member.user,
      });
    },
  };

  return {
    auth,
    tokenDecoder,
    company,
    profile,
    storage: options.storage ?? createMemoryStorage(),
    clock,
    issuedTokens,
    failNext: (port, error) => void failures.set(port, error),
  };
}
