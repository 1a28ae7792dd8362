/**
 * The pages compared side by side (issue 19): each Clube page with the reference app's page of
 * the same job. The reference is bulletproof-react's `apps/react-vite` (see README.md): its
 * sign-in, its dashboard signed in, and its discussions list signed in.
 */
export interface PagePair {
  /** The pair's name: Clube's page. */
  name: string;
  clube: string;
  reference: string;
  /** The floor page stands in for this pair (the sign-in form): FCP's lower bound. */
  floor: boolean;
  signedIn: boolean;
}

export const ENTRAR_PAGE = 'Entrar';
export const HOME_PAGE = 'Home';
export const CAMPAIGNS_PAGE = 'Campanhas';
export const CAMPAIGN_PAGE = 'Campanha';

export const PAGE_PAIRS: readonly PagePair[] = [
  { name: ENTRAR_PAGE, clube: '/entrar', reference: '/auth/login', floor: true, signedIn: false },
  { name: HOME_PAGE, clube: '/', reference: '/app', floor: false, signedIn: true },
  {
    name: CAMPAIGNS_PAGE,
    clube: '/campanhas',
    reference: '/app/discussions',
    floor: false,
    signedIn: true,
  },
];

/** Where the reference app's login form is, and where it lands once signed in. */
export const REFERENCE_LOGIN_PATH = '/auth/login';
