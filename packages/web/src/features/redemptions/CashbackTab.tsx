import { TabPanel } from '../../app/RouteTabs.tsx';

export default function CashbackTab() {
  return <TabPanel titleKey="routes.redemptionsCashback" />;
}
