import { RoutePage } from '../../app/RoutePage.tsx';

export default function CampaignDetailScreen() {
  return (
    <RoutePage
      titleKey="routes.campaignDetail"
      trail={[{ titleKey: 'routes.campaigns', to: '/campanhas' }]}
    />
  );
}
