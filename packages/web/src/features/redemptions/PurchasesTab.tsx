import { TabPanel } from '../../app/RouteTabs.tsx';

export default function PurchasesTab() {
  return <TabPanel titleKey="routes.redemptionsPurchases" />;
}
