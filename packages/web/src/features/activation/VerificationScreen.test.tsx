import { readStoredCredentials, storeCredentials } from '@clube/core/navigation';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeClub, renderWithClub } from '../../test/fake-club.tsx';
import VerificationScreen from './VerificationScreen.tsx';

function open(companies: { slug: string; title: string }[]) {
  const { club, ports } = createFakeClub();
  storeCredentials(ports.storage, { document: '11144477735', activate: true, companies });
  renderWithClub(<VerificationScreen />, { club, route: '/verificacao' });
  return { ports };
}

describe('VerificationScreen', { timeout: 20_000 }, () => {
  it('shows the document found and the one club, chosen; confirming goes to the form', async () => {
    const { ports } = open([{ slug: 'clube-demo', title: 'Clube Vantagens' }]);
    expect(screen.getByText(/Encontramos o cadastro do CPF 111\.444\.777-35\./)).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Clube Vantagens' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar e continuar' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/formulario-de-ativacao'),
    );
    expect(readStoredCredentials(ports.storage)?.company).toBe('clube-demo');
  });

  it('asks for a choice among several clubs', async () => {
    const { ports } = open([
      { slug: 'clube-demo', title: 'Clube Vantagens' },
      { slug: 'engaja-mais', title: 'Engaja Mais' },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar e continuar' }));
    const error = await screen.findByText('Campo obrigatório!');
    expect(screen.getByRole('radiogroup', { name: /Clube/ })).toHaveAttribute(
      'aria-describedby',
      error.id,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Engaja Mais' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar e continuar' }));
    await waitFor(() => expect(readStoredCredentials(ports.storage)?.company).toBe('engaja-mais'));
  });
});
