import { RoutePage } from '../../app/RoutePage.tsx';
import { href } from '../../app/route-href.ts';
import { routes } from '../../app/route-table.ts';

export default function CampaignDetailScreen() {
  return (
    <RoutePage
      titleKey="routes.campaignDetail"
      trail={[{ titleKey: 'routes.campaigns', to: href(routes.campaigns) }]}
    />
  );
}
