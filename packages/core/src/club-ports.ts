import type { ActivationPort } from './activation/activation.port.ts';
import type { AuthPort, TokenDecoderPort } from './auth/auth.port.ts';
import type { PasswordResetPort } from './auth/password-reset.port.ts';
import type { AwardsPort } from './awards/awards.port.ts';
import type { CampaignsPort } from './campaigns/campaigns.port.ts';
import type { CompanyPort } from './company/company.port.ts';
import type { EngagementPort } from './engagement/engagement.port.ts';
import type { FavoritesPort } from './favorites/favorites.port.ts';
import type { GeolocationPort } from './location/geolocation.port.ts';
import type { LocationPort } from './location/location.port.ts';
import type { PostalCodePort } from './location/postal-code.port.ts';
import type { NoticesPort } from './notices/notices.port.ts';
import type { NotificationsPort } from './notifications/notifications.port.ts';
import type { PartnersPort } from './partners/partners.port.ts';
import type { PharmacyPort } from './pharmacy/pharmacy.port.ts';
import type { MemberAccountPort } from './profile/member-account.port.ts';
import type { ProfilePort } from './profile/profile.port.ts';
import type { RedemptionsPort } from './redemptions/redemptions.port.ts';
import type { SearchPort } from './campaigns/search.port.ts';
import type { AnalyticsPort } from './shared/analytics.port.ts';
import type { ClockPort } from './shared/clock.port.ts';
import type { ClubError } from './shared/club-error.ts';
import type { IdempotencyKeyPort } from './shared/idempotency-key.port.ts';
import type { StoragePort } from './shared/storage.port.ts';
import type { SupportPort } from './support/support.port.ts';
import type { WalletPort } from './wallet/wallet.port.ts';

/** The ports a club cannot start without: session, branding and the member. */
export interface CorePorts {
  auth: AuthPort;
  tokenDecoder: TokenDecoderPort;
  company: CompanyPort;
  profile: ProfilePort;
  storage: StoragePort;
  clock: ClockPort;
}

/** One port per bounded context of SPEC §7, plus the platform's postal code, location… */
export interface FeaturePorts {
  activation: ActivationPort;
  passwordReset: PasswordResetPort;
  memberAccount: MemberAccountPort;
  campaigns: CampaignsPort;
  search: SearchPort;
  favorites: FavoritesPort;
  notifications: NotificationsPort;
  wallet: WalletPort;
  redemptions: RedemptionsPort;
  engagement: EngagementPort;
  awards: AwardsPort;
  partners: PartnersPort;
  support: SupportPort;
  pharmacy: PharmacyPort;
  notices: NoticesPort;
  postalCode: PostalCodePort;
  geolocation: GeolocationPort;
  analytics: AnalyticsPort;
  location: LocationPort;
}

/**
 * Every port the club uses. The feature ports may come one by one while the adapters grow:
 * a flow whose port is missing fails with a `network` ClubError naming it, nothing else.
 */
export interface ClubPorts extends CorePorts, Partial<FeaturePorts> {
  /** Keys of money-moving requests (absent: random UUIDs). */
  idempotencyKeys?: IdempotencyKeyPort;
}

/** A stand-in for a port nobody provided: each call rejects with a ClubError naming it. */
export function missingPort<T extends object>(name: keyof FeaturePorts): T {
  return new Proxy({} as T, {
    get: (_target, method) => () =>
      Promise.reject({
        kind: 'network',
        message: `Porta '${String(name)}.${String(method)}' não fornecida`,
      } satisfies ClubError),
  });
}
