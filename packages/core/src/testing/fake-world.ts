import type { AuthPort, TokenDecoderPort } from '../auth/auth.port.ts';
import type { ClubPorts, FeaturePorts } from '../club-ports.ts';
import { createFeaturePorts, type FakeRecordings } from './fake-features.ts';
import { seedWorld, type FakeWorldData } from './fake-seed.ts';
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
  /** false: the login answers the activate flag (whatever the password, as the API does). */
  activated?: boolean;
  /** A generic-app member: the login answers this redirect URL instead of a token. */
  loginRedirect?: string;
  user?: Partial<User>;
}

export interface FakeWorldOptions {
  clock: ClockPort;
  company?: Partial<CompanyConfig> & { slug?: string; title?: string };
  members?: FakeMember[];
  /** How long an issued token lives; 8 hours unless told. */
  tokenTtlMs?: number;
  storage?: StoragePort;
  /** The seed of the generated world (partners, campaigns, lists); 1 unless told. */
  seed?: number;
  /** A world to use instead of a seeded one. */
  world?: FakeWorldData;
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
export type FakePorts = ClubPorts &
  FeaturePorts & {
    /** Tokens issued so far, newest last. */
    issuedTokens: string[];
    /** The server's data: read it to assert, change it to set a scene. */
    world: FakeWorldData;
    recordings: FakeRecordings;
    /**
     * Makes the next call fail with the given error: 'login', 'config', 'publicConfig',
     * 'user', or any feature call as 'port.method' ('wallet.withdraw', 'favorites.toggle'…).
     */
    failNext(call: string, error: ClubError): void;
  };

export function createFakePorts(options: FakeWorldOptions): FakePorts {
  const clock = options.clock;
  const ttl = options.tokenTtlMs ?? 8 * 3_600_000;
  // Copies: activation changes a member, and DEMO_MEMBER is shared by every test.
  const members = (options.members ?? [DEMO_MEMBER]).map((member) => ({ ...member }));
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

  const issueToken = (document: string): string => {
    const member = members.find((candidate) => candidate.document === document);
    const token = `fake-token-${issuedTokens.length + 1}`;
    claimsByToken.set(token, {
      company: config.slug,
      company_name: config.title,
      document,
      name: member?.name ?? null,
      exp: Math.floor((clock.now() + ttl) / 1000),
    });
    issuedTokens.push(token);
    currentDocument = document;
    return token;
  };

  const auth: AuthPort = {
    async login(request) {
      const error = failure('login');
      if (error) throw error;
      const member = members.find((candidate) => candidate.document === request.document);
      if (!member) throw invalidCredentials;
      // A member who must activate may have no password yet: the API does not check it.
      if (member.activated === false) return { kind: 'activate' };
      if (member.password !== request.password) throw invalidCredentials;
      if (member.loginRedirect) return { kind: 'redirect', url: member.loginRedirect };
      return { kind: 'token', token: issueToken(member.document) };
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

  const world = options.world ?? seedWorld(options.seed ?? 1);
  const features = createFeaturePorts({
    world,
    members,
    issueToken,
    takeFailure: failure,
    currentMember: requireMember,
  });

  return {
    ...features,
    auth,
    tokenDecoder,
    company,
    profile,
    storage: options.storage ?? createMemoryStorage(),
    clock,
    issuedTokens,
    world,
    failNext: (call, error) => void failures.set(call, error),
  };
}
