import { fromPromise } from 'xstate';
import type { CampaignsPort } from './campaigns.port.ts';
import type { Category } from './category.schema.ts';

/** The categories machine's effect: the campaigns port's categories, cancelled with the load. */
export function categoriesEffects(campaigns: CampaignsPort) {
  return {
    actors: {
      load: fromPromise<Category[]>(({ signal }) => campaigns.categories(signal)),
    },
  };
}
