import { TabPanel } from '../../app/RouteTabs.tsx';

export default function UserTermsScreen() {
  return <TabPanel titleKey="routes.termsUser" />;
}
