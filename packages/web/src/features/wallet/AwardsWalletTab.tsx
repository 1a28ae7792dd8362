import { TabPanel } from '../../app/RouteTabs.tsx';

export default function AwardsWalletTab() {
  return <TabPanel titleKey="routes.walletAwards" />;
}
