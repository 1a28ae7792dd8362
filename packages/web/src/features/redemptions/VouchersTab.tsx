import { TabPanel } from '../../app/RouteTabs.tsx';

export default function VouchersTab() {
  return <TabPanel titleKey="routes.redemptionsVouchers" />;
}
