import { TabPanel } from '../../app/RouteTabs.tsx';

export default function UniqueCodesTab() {
  return <TabPanel titleKey="routes.redemptionsCodes" />;
}
