import { RoutePage } from '../../app/RoutePage.tsx';

export default function PaymentCampaignScreen() {
  return (
    <RoutePage
      titleKey="routes.paymentCampaign"
      trail={[{ titleKey: 'routes.campaigns', to: '/campanhas' }]}
    />
  );
}
