import { Navigate, Route, Routes, useParams } from '../router/index.ts';
import { CrashScreen } from '../features/errors/CrashScreen.tsx';
import { registerMemberTexts } from '../i18n/member-texts.ts';
import { useTranslation } from '../i18n/I18nProvider.tsx';
import { RouteGate } from './RouteGate.tsx';
import { href } from '../runtime/route-href.ts';
import { routes } from '../runtime/route-table.ts';
import { screen } from './lazy-screen.ts';
import { prepareShell } from '../layout/prepare-shell.ts';

const AppLayout = screen(() =>
  import('../layout/AppLayout.tsx').then((module) => ({
    default: module.AppLayout,
    prepare: prepareShell,
  })),
);
const UserTerms = screen(() => import('../features/legal/UserTermsScreen.tsx'));
const PartnerTerms = screen(() => import('../features/legal/PartnerTermsScreen.tsx'));
const PrivacyPolicy = screen(() => import('../features/legal/PrivacyPolicyScreen.tsx'));
const MemberLegal = screen(() => import('../features/legal/MemberLegalScreen.tsx'));
const ErrorPage = screen(() => import('../features/errors/ErrorScreen.tsx'));
const Home = screen(() => import('../features/home/HomeScreen.tsx'));
const Showcase = screen(() => import('../features/campaigns/showcase/ShowcaseScreen.tsx'));
const Awards = screen(() => import('../features/rewards/awards/AwardsScreen.tsx'));
const AwardDetail = screen(() => import('../features/rewards/awards/AwardDetailScreen.tsx'));
const RewardsHome = screen(() => import('../features/rewards/RewardsHomeScreen.tsx'));
const RewardsCatalog = screen(() => import('../features/rewards/RewardsCatalogScreen.tsx'));
const RewardDetail = screen(() => import('../features/rewards/RewardDetailScreen.tsx'));
const RewardRedemption = screen(() => import('../features/rewards/RewardRedemptionScreen.tsx'));
const Campaigns = screen(() => import('../features/campaigns/CampaignsScreen.tsx'));
const CampaignDetail = screen(() => import('../features/campaigns/CampaignDetailScreen.tsx'));
const PaymentCampaign = screen(() => import('../features/campaigns/PaymentCampaignScreen.tsx'));
const Nearby = screen(() => import('../features/nearby/NearbyScreen.tsx'));
const Redemptions = screen(() => import('../features/redemptions/RedemptionsScreen.tsx'));
const Purchases = screen(() => import('../features/redemptions/PurchasesTab.tsx'));
const UniqueCodes = screen(() => import('../features/redemptions/UniqueCodesTab.tsx'));
const Vouchers = screen(() => import('../features/redemptions/VouchersTab.tsx'));
const Letters = screen(() => import('../features/redemptions/LettersTab.tsx'));
const CashbackRedemptions = screen(() => import('../features/redemptions/CashbackTab.tsx'));
const PharmacyCard = screen(() => import('../features/pharmacy/PharmacyCardScreen.tsx'));
const Profile = screen(() => import('../features/profile/ProfileScreen.tsx'));
const EditProfile = screen(() => import('../features/profile/EditProfileScreen.tsx'));
const ChangePassword = screen(() => import('../features/profile/ChangePasswordScreen.tsx'));
const BecomePartner = screen(() => import('../features/partners/BecomePartnerScreen.tsx'));
const Wallet = screen(() => import('../features/wallet/WalletScreen.tsx'));
const CashbackWallet = screen(() => import('../features/wallet/CashbackWalletTab.tsx'));
const AwardsWallet = screen(() => import('../features/wallet/AwardsWalletTab.tsx'));
const PointsWallet = screen(() => import('../features/wallet/PointsWalletTab.tsx'));

/** SPEC §2: vitrine without a tag goes Home. */
function ShowcaseRoute() {
  const { tag } = useParams();
  return tag?.trim() ? <Showcase /> : <Navigate to={href(routes.home)} replace />;
}

/**
 * The signed-in area, path for path as SPEC §2 lists it (absolute paths from the route table),
 * inside the shell's layout; permission and flag gates wrap the routes that need them. An
 * unknown path goes Home.
 */
export default function MemberRoutes() {
  registerMemberTexts(useTranslation().i18n);
  return memberRouteTable;
}

/**
 * The table, built once: as one element it is left alone when MemberRoutes renders again (a
 * language change, a retry after a lazy screen loads), and `<Routes>` matches it again only
 * when the location changes: matching ~70 routes is one of the costs of a first load. Its
 * routes are exported for the first render's loading of its screens (`load-route-screens.ts`).
 */
export const nestedRoutes = (
  <>
    <Route path={routes.home.path} element={<AppLayout crash={<CrashScreen />} />}>
      <Route index element={<Home />} />
      <Route path={routes.error.path} element={<ErrorPage />} />
      <Route
        path={routes.showcaseRoot.path}
        element={<Navigate to={href(routes.home)} replace />}
      />
      <Route path={routes.showcase.path} element={<ShowcaseRoute />} />
      <Route
        path={routes.awards.path}
        element={
          <RouteGate route="awards">
            <Awards />
          </RouteGate>
        }
      />
      <Route
        path={routes.awardDetail.path}
        element={
          <RouteGate route="awards">
            <AwardDetail />
          </RouteGate>
        }
      />
      <Route path={routes.rewards.path}>
        <Route
          index
          element={
            <RouteGate route="rewards">
              <RewardsHome />
            </RouteGate>
          }
        />
        <Route
          path={routes.rewardsCatalog.path}
          element={
            <RouteGate route="rewards">
              <RewardsCatalog />
            </RouteGate>
          }
        />
        <Route
          path={routes.rewardRedemption.path}
          element={
            <RouteGate route="rewards">
              <RewardRedemption />
            </RouteGate>
          }
        />
        <Route
          path={routes.rewardDetail.path}
          element={
            <RouteGate route="rewards">
              <RewardDetail />
            </RouteGate>
          }
        />
      </Route>
      <Route path={routes.campaigns.path} element={<Campaigns />} />
      <Route path={routes.campaignDetail.path} element={<CampaignDetail />} />
      <Route
        path={routes.paymentCampaigns.path}
        element={<Navigate to={href(routes.campaigns)} replace />}
      />
      <Route path={routes.paymentCampaignDetail.path} element={<PaymentCampaign />} />
      <Route
        path={routes.nearby.path}
        element={
          <RouteGate route="nearby">
            <Nearby />
          </RouteGate>
        }
      />
      <Route path={routes.redemptions.path} element={<Redemptions />}>
        <Route index element={<Purchases />} />
        <Route
          path={routes.redemptionsPurchases.path}
          element={<Navigate to={href(routes.redemptions)} replace />}
        />
        <Route path={routes.redemptionsCodes.path} element={<UniqueCodes />} />
        <Route path={routes.redemptionsVouchers.path} element={<Vouchers />} />
        <Route path={routes.redemptionsLetters.path} element={<Letters />} />
        <Route
          path={routes.redemptionsCashback.path}
          element={
            <RouteGate route="cashbackRedemptions">
              <CashbackRedemptions />
            </RouteGate>
          }
        />
      </Route>
      <Route path={routes.memberTerms.path} element={<MemberLegal />}>
        <Route index element={<Navigate to={href(routes.memberTermsUser)} replace />} />
        <Route path={routes.memberTermsUser.path} element={<UserTerms />} />
        <Route path={routes.memberTermsPartner.path} element={<PartnerTerms />} />
        <Route path={routes.memberTermsPrivacy.path} element={<PrivacyPolicy />} />
      </Route>
      <Route
        path={routes.pharmacyCard.path}
        element={
          <RouteGate route="pharmacyCard">
            <PharmacyCard />
          </RouteGate>
        }
      />
      <Route path={routes.profile.path} element={<Profile />} />
      <Route path={routes.editProfile.path} element={<EditProfile />} />
      <Route path={routes.changePassword.path} element={<ChangePassword />} />
      <Route
        path={routes.becomePartner.path}
        element={
          <RouteGate route="becomePartner">
            <BecomePartner />
          </RouteGate>
        }
      />
      <Route
        path={routes.wallet.path}
        element={
          <RouteGate route="wallet">
            <Wallet />
          </RouteGate>
        }
      >
        <Route
          index
          element={
            <RouteGate route="walletCashback">
              <CashbackWallet />
            </RouteGate>
          }
        />
        <Route
          path={routes.walletAwards.path}
          element={
            <RouteGate route="walletAwards">
              <AwardsWallet />
            </RouteGate>
          }
        />
        <Route
          path={routes.walletPoints.path}
          element={
            <RouteGate route="walletPoints">
              <PointsWallet />
            </RouteGate>
          }
        />
      </Route>
    </Route>
    <Route path="*" element={<Navigate to={href(routes.home)} replace />} />
  </>
);

const memberRouteTable = <Routes>{nestedRoutes}</Routes>;
