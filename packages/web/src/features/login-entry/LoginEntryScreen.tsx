import { decideLoginEntry } from '@clube/core/navigation';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useClub } from '../../runtime/club-context.tsx';
import { LoadingScreen } from '../../ui/LoadingScreen.tsx';

/**
 * /login?company=…&token=…: the entry other systems link to. It hands a token to the session
 * and moves on where the core decides (error screen, a campaign, the list, or Home).
 */
export default function LoginEntryScreen() {
  const club = useClub();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  useEffect(() => {
    const decision = decideLoginEntry(Object.fromEntries(params));
    // The start-up has usually handed the same token over already.
    if (decision.token && decision.token !== club.token())
      club.session.send({ type: 'TOKEN_RECEIVED', token: decision.token });
    void navigate(decision.to, { replace: true });
  }, [club, navigate, params]);
  return <LoadingScreen />;
}
