import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Route, useParams } from 'react-router';
import { RouteGate } from './RouteGate.tsx';

/** Every screen is its own chunk, loaded when its route is first opened. */
const screen = (
  load: () => Promise<{ default: ComponentType }>,
): LazyExoticComponent<ComponentType> => lazy(load);

const AppLayout = lazy(() =>
  import('../layout/AppLayout.tsx').then((module) => ({ default: module.AppLayout })),
);
const SignIn = screen(() => import('../features/sign-in/SignInScreen.tsx'));
const LoginEntry = screen(() => import('../features/login-entry/LoginEntryScreen.tsx'));
const Icons = screen(() => import('../features/icons/IconsScreen.tsx'));
const ActivateAccount = screen(() => import('../features/activation/ActivateAccountScreen.tsx'));
const ActivationForm = screen(() => import('../features/activation/ActivationFormScreen.tsx'));
const HrCardActivation = screen(() => import('../features/activation/HrCardActivationScreen.tsx'));
const Verification = screen(() => import('../features/activation/VerificationScreen.tsx'));
const ForgotPassword = screen(() => import('../features/password/ForgotPasswordScreen.tsx'));
const NewPassword = screen(() => import('../features/password/NewPasswordScreen.tsx'));
const PublicLegal = screen(() => import('../features/legal/PublicLegalScreen.tsx'));
const MemberLegal = screen(() => import('../features/legal/MemberLegalScreen.tsx'));
const UserTerms = screen(() => import('../features/legal/UserTermsScreen.tsx'));
const PartnerTerms = screen(() => import('../features/legal/PartnerTermsScreen.tsx'));
const PrivacyPolicy = screen(() => import('../features/legal/PrivacyPolicyScreen.tsx'));
const ErrorPage = screen(() => import('../features/errors/ErrorScreen.tsx'));
const Home = screen(() => import('../features/home/HomeScreen.tsx'));
const Showcase = screen(() => import('../features/showcase/ShowcaseScreen.tsx'));
const Awards = screen(() => import('../features/awards/AwardsScreen.tsx'));
const AwardDetail = screen(() => import('../features/awards/AwardDetailScreen.tsx'));
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
  return tag?.trim() ? <Showcase /> : <Navigate to="/" replace />;
}

/**
 * The route table, path for path as SPEC §2 lists it. The navigation guard wraps it all
 * (in App); permission and flag gates wrap the routes that need them.
 */
export const appRoutes = (
  <>
    {/* Public routes */}
    <Route path="/login" element={<LoginEntry />} />
    <Route path="/terms" element={<PublicLegal />}>
      <Route index element={<Navigate to="user" replace />} />
      <Route path="user" element={<UserTerms />} />
      <Route path="privacy" element={<PrivacyPolicy />} />
      <Route path="partner" element={<PartnerTerms />} />
    </Route>
    <Route path="/icons" element={<Icons />} />
    <Route path="/entrar" element={<SignIn />} />
    <Route path="/ativar-conta" element={<ActivateAccount />} />
    <Route path="/formulario-de-ativacao" element={<ActivationForm />}>
      <Route path="termos" element={<PublicLegal />}>
        <Route index element={<Navigate to="user" replace />} />
        <Route path="user" element={<UserTerms />} />
        <Route path="privacy" element={<PrivacyPolicy />} />
        <Route path="partner" element={<PartnerTerms />} />
      </Route>
    </Route>
    <Route path="/ativar-cartao/:brand" element={<HrCardActivation />} />
    <Route path="/verificacao" element={<Verification />} />
    <Route path="/esqueci-minha-senha" element={<ForgotPassword />} />
    <Route path="/nova-senha" element={<NewPassword />} />

    {/* Logged-in area */}
    <Route path="/" element={<AppLayout />}>
      <Route index element={<Home />} />
      <Route path="erro" element={<ErrorPage />} />
      <Route path="vitrine" element={<Navigate to="/" replace />} />
      <Route path="vitrine/:tag" element={<ShowcaseRoute />} />
      <Route
        path="premios"
        element={
          <RouteGate route="awards">
            <Awards />
          </RouteGate>
        }
      />
      <Route
        path="premios/:partnerSlug"
        element={
          <RouteGate route="awards">
            <AwardDetail />
          </RouteGate>
        }
      />
      <Route path="recompensas">
        <Route
          index
          element={
            <RouteGate route="rewards">
              <RewardsHome />
            </RouteGate>
          }
        />
        <Route
          path="catalogo"
          element={
            <RouteGate route="rewards">
              <RewardsCatalog />
            </RouteGate>
          }
        />
        <Route
          path="resgate/:campaignSlug"
          element={
            <RouteGate route="rewards">
              <RewardRedemption />
            </RouteGate>
          }
        />
        <Route
          path=":partnerSlug"
          element={
            <RouteGate route="rewards">
              <RewardDetail />
            </RouteGate>
          }
        />
      </Route>
      <Route path="campanhas" element={<Campaigns />} />
      <Route path="campanhas/:campaignSlug" element={<CampaignDetail />} />
      <Route path="campanhas-de-pagamento" element={<Navigate to="/campanhas" replace />} />
      <Route path="campanhas-de-pagamento/:campaignSlug" element={<PaymentCampaign />} />
      <Route
        path="proximos-a-voce"
        element={
          <RouteGate route="nearby">
            <Nearby />
          </RouteGate>
        }
      />
      <Route path="resgates" element={<Redemptions />}>
        <Route index element={<Purchases />} />
        <Route path="compras" element={<Navigate to="/resgates" replace />} />
        <Route path="codigos" element={<UniqueCodes />} />
        <Route path="vouchers" element={<Vouchers />} />
        <Route path="cartas" element={<Letters />} />
        <Route
          path="cashback"
          element={
            <RouteGate route="cashbackRedemptions">
              <CashbackRedemptions />
            </RouteGate>
          }
        />
      </Route>
      <Route path="termos" element={<MemberLegal />}>
        <Route index element={<Navigate to="usuario" replace />} />
        <Route path="usuario" element={<UserTerms />} />
        <Route path="parceria" element={<PartnerTerms />} />
        <Route path="privacidade" element={<PrivacyPolicy />} />
      </Route>
      <Route
        path="cartao-farmacia"
        element={
          <RouteGate route="pharmacyCard">
            <PharmacyCard />
          </RouteGate>
        }
      />
      <Route path="perfil" element={<Profile />} />
      <Route path="editar-perfil" element={<EditProfile />} />
      <Route path="alterar-senha" element={<ChangePassword />} />
      <Route
        path="seja-parceiro"
        element={
          <RouteGate route="becomePartner">
            <BecomePartner />
          </RouteGate>
        }
      />
      <Route
        path="carteira"
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
          path="premios"
          element={
            <RouteGate route="walletAwards">
              <AwardsWallet />
            </RouteGate>
          }
        />
        <Route
          path="pontos"
          element={
            <RouteGate route="walletPoints">
              <PointsWallet />
            </RouteGate>
          }
        />
      </Route>
    </Route>
    <Route path="*" element={<Navigate to="/" replace />} />
  </>
);
