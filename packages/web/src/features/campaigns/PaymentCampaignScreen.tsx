import { RoutePage } from '../../app/RoutePage.tsx';
import { href } from '../../app/route-href.ts';
import { routes } from '../../app/route-table.ts';

export default function PaymentCampaignScreen() {
  return (
    <RoutePage
      titleKey="routes.paymentCampaign"
      trail={[{ titleKey: 'routes.campaigns', to: href(routes.campaigns) }]}
    />
  );
}
