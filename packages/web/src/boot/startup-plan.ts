import { COMPANY_PLACEHOLDER, startupRequests } from '@clube/adapters';
import { SESSION_STORAGE_KEY } from '@clube/core/auth';
import type { BootPlan } from './boot-plan.ts';

/** The part of the boot plan the club decides: its session record and its first requests. */
export type StartupPlan = Pick<
  BootPlan,
  'sessionKey' | 'member' | 'visitor' | 'visitorOfCompany' | 'companyPlaceholder'
>;

/** Read by the build (scripts/boot-plugin.ts) through Vite's module runner. */
export function startupPlan(): StartupPlan {
  const requests = startupRequests();
  return {
    sessionKey: SESSION_STORAGE_KEY,
    member: requests.member,
    visitor: requests.visitor,
    visitorOfCompany: requests.visitorOfCompany,
    companyPlaceholder: COMPANY_PLACEHOLDER,
  };
}
