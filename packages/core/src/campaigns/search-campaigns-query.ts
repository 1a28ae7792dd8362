import type { CampaignOrdering } from './campaigns.port.ts';

/**
 * The results of Campanhas?query= with the list's sort and filters (SPEC §2, §7 search): a
 * campaign list's query, which the search context turns into its own request.
 */
export interface SearchCampaignsQuery {
  query: string;
  ordinator?: CampaignOrdering | '';
  partner?: string;
  tag?: string;
  highlight?: boolean;
  exclusive?: boolean;
  cashback?: boolean;
}
