import { selectSignedIn, type Club } from '@clube/core';
import { Navigate, Route } from '../router/index.ts';
import { screen } from './lazy-screen.ts';
import { loadRouteScreens } from './load-route-screens.ts';
import { href } from '../runtime/route-href.ts';
import { routes } from '../runtime/route-table.ts';

/** The signed-in area's routes, in their own chunk: a signed-out visitor never loads them. */
const MemberRoutes = screen(() => import('./member-routes.tsx'));

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
const ActivationLegal = screen(() => import('../features/legal/ActivationLegalScreen.tsx'));
const UserTerms = screen(() => import('../features/legal/UserTermsScreen.tsx'));
const PartnerTerms = screen(() => import('../features/legal/PartnerTermsScreen.tsx'));
const PrivacyPolicy = screen(() => import('../features/legal/PrivacyPolicyScreen.tsx'));

/**
 * The router, path for path as SPEC §2 lists it, every path taken from the route table
 * (absolute, so a child's path starts with its parent's). The navigation guard wraps it all
 * (in App); the signed-in area is `member-routes.tsx`.
 */
export const appRoutes = (
  <>
    {/* Public routes */}
    <Route path={routes.loginEntry.path} element={<LoginEntry />} />
    <Route path={routes.terms.path} element={<PublicLegal />}>
      <Route index element={<Navigate to={href(routes.termsUser)} replace />} />
      <Route path={routes.termsUser.path} element={<UserTerms />} />
      <Route path={routes.termsPrivacy.path} element={<PrivacyPolicy />} />
      <Route path={routes.termsPartner.path} element={<PartnerTerms />} />
    </Route>
    <Route path={routes.icons.path} element={<Icons />} />
    <Route path={routes.signIn.path} element={<SignIn />} />
    <Route path={routes.activateAccount.path} element={<ActivateAccount />} />
    <Route path={routes.activationForm.path} element={<ActivationForm />}>
      <Route path={routes.activationTerms.path} element={<ActivationLegal />}>
        <Route index element={<Navigate to={href(routes.activationTermsUser)} replace />} />
        <Route path={routes.activationTermsUser.path} element={<UserTerms />} />
        <Route path={routes.activationTermsPrivacy.path} element={<PrivacyPolicy />} />
        <Route path={routes.activationTermsPartner.path} element={<PartnerTerms />} />
      </Route>
    </Route>
    <Route path={routes.hrCardActivation.path} element={<HrCardActivation />} />
    <Route path={routes.verification.path} element={<Verification />} />
    <Route path={routes.forgotPassword.path} element={<ForgotPassword />} />
    <Route path={routes.newPassword.path} element={<NewPassword />} />

    {/* Logged-in area: every other path */}
    <Route path="/*" element={<MemberRoutes />} />
  </>
);

/**
 * Loads the chunks of the screens the first render shows at the address, before it (see
 * `load-route-screens.ts`), and starts what each asks the club for as soon as its chunk is here
 * (waiting a moment for the answers, see `first-flows.ts`). A visitor who is not signed in is
 * sent to sign in from any path of the signed-in area, so its chunks are not loaded for them.
 */
export function loadFirstScreens(
  club: Club,
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
): Promise<void> {
  const signedIn = selectSignedIn(club.session.getSnapshot());
  return loadRouteScreens(pathname, appRoutes, {
    include: (found) => signedIn || found !== MemberRoutes,
    loaded: ({ prepare }) => prepare?.(club, new URLSearchParams(search)),
  });
}
