import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeClub, renderWithClub } from '../test/fake-club.tsx';
import { PublicLayout } from './PublicLayout.tsx';
import { PublicForm } from './PublicForm.tsx';
import { RoutePage } from './RoutePage.tsx';

// The first render of a file run alone loads the public frame's modules: room for a busy machine.
describe('PublicForm', { timeout: 20_000 }, () => {
  it('shows the heading, the intro and the fields, and submits without the browser checks', () => {
    const { club } = createFakeClub();
    const onSubmit = vi.fn();
    renderWithClub(
      <PublicLayout>
        <RoutePage titleKey="routes.forgotPassword" publicPage>
          <PublicForm
            intro={<p>Informe o seu CPF.</p>}
            submitLabel="Enviar"
            onSubmit={onSubmit}
            footer={<p>rodapé</p>}
          >
            <input aria-label="CPF" required />
          </PublicForm>
        </RoutePage>
      </PublicLayout>,
      { club },
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Esqueci minha senha');
    expect(screen.getByText('Informe o seu CPF.')).toBeInTheDocument();
    expect(screen.getByText('rodapé')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: /navegação/i })).toBeNull();
    // The field is empty and required: the form flow, not the browser, decides.
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the form's message, and what replaces the form once it is done", () => {
    const { club } = createFakeClub();
    const view = renderWithClub(
      <PublicForm submitLabel="Enviar" onSubmit={() => {}} error="errors.global">
        <input aria-label="CPF" />
      </PublicForm>,
      { club },
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/Ocorreu um problema/);
    view.rerender(
      <PublicForm submitLabel="Enviar" onSubmit={() => {}} done={<p role="status">Enviado</p>}>
        <input aria-label="CPF" />
      </PublicForm>,
    );
    expect(screen.getByText('Enviado')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar' })).toBeNull();
  });
});
