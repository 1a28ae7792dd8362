import { TabPanel } from '../../app/RouteTabs.tsx';

export default function PointsWalletTab() {
  return <TabPanel titleKey="routes.walletPoints" />;
}
