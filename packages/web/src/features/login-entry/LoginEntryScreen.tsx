import { useEffect } from 'react';
import { useNavigate, useSearchParams } from '../../router/index.ts';
import { useClubHost } from '../../runtime/club-context.tsx';
import { LoadingScreen } from '../../ui/LoadingScreen.tsx';

/**
 * /login?company=…&token=…: the entry other systems link to. The core takes the address's
 * token into the session and says where to go (error screen, a campaign, the list, or Home);
 * the screen only moves on.
 */
export default function LoginEntryScreen() {
  const host = useClubHost();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  useEffect(() => {
    void navigate(host.loginEntry(Object.fromEntries(params)), { replace: true });
  }, [host, navigate, params]);
  return <LoadingScreen />;
}
