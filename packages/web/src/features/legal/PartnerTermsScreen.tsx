import { TabPanel } from '../../app/RouteTabs.tsx';

export default function PartnerTermsScreen() {
  return <TabPanel titleKey="routes.termsPartner" />;
}
