import { interestOptionsFlow } from '@clube/core/activation';
import { connectLoad } from '@clube/core/shared';
import { useClub } from '../../runtime/club-context.tsx';
import { useFlow, useFlowApi } from '../../runtime/use-flow.ts';
import type { InterestOptions } from './AccountFields.tsx';

/** The club's public categories the account forms offer as interests, as far as they loaded. */
export function useInterestOptions(): InterestOptions {
  const club = useClub();
  const interests = useFlowApi(
    useFlow(() => interestOptionsFlow(club)),
    connectLoad,
  );
  return {
    categories: interests.data,
    loading: interests.loading,
    failed: interests.error !== null,
  };
}
