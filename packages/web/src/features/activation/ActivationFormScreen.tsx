import { Outlet } from 'react-router';
import { RoutePage } from '../../app/RoutePage.tsx';

/** /formulario-de-ativacao: the form, with its terms as the `termos` child. */
export default function ActivationFormScreen() {
  return (
    <RoutePage titleKey="routes.activationForm" publicPage>
      <Outlet />
    </RoutePage>
  );
}
