import {
  AuthPortToken,
  ClockPortToken,
  CompanyPortToken,
  ProfilePortToken,
  StoragePortToken,
  TokenDecoderPortToken,
  type AuthPort,
  type ClockPort,
  type CompanyPort,
  type ProfilePort,
  type StoragePort,
  type TokenDecoderPort,
} from '@clube/core';
import type { ServiceIdentifier } from 'inversify';
import type { GraphqlClient } from '../graphql/graphql-client.ts';
import type { HttpClient } from '../http/http-client.ts';
import type { SessionBridge } from './session-bridge.ts';

/** The core's port tokens, typed for inversify, plus the adapters' own services. */
export const TOKENS = {
  auth: AuthPortToken as ServiceIdentifier<AuthPort>,
  tokenDecoder: TokenDecoderPortToken as ServiceIdentifier<TokenDecoderPort>,
  company: CompanyPortToken as ServiceIdentifier<CompanyPort>,
  profile: ProfilePortToken as ServiceIdentifier<ProfilePort>,
  storage: StoragePortToken as ServiceIdentifier<StoragePort>,
  clock: ClockPortToken as ServiceIdentifier<ClockPort>,
  http: Symbol.for('clube.HttpClient') as ServiceIdentifier<HttpClient>,
  graphql: Symbol.for('clube.GraphqlClient') as ServiceIdentifier<GraphqlClient>,
  sessionBridge: Symbol.for('clube.SessionBridge') as ServiceIdentifier<SessionBridge>,
} as const;
