import { TabPanel } from '../../app/RouteTabs.tsx';

export default function CashbackWalletTab() {
  return <TabPanel titleKey="routes.walletCashback" />;
}
