import { describe, expect, it } from 'vitest';
import { MESSAGE_KEYS } from './message-keys.ts';
import { MESSAGES_PT_BR, messagePtBr } from './messages.pt-BR.ts';

describe('messages', () => {
  it('has a pt-BR text for every key, and no text without a key', () => {
    expect(Object.keys(MESSAGES_PT_BR).sort()).toEqual([...MESSAGE_KEYS].sort());
  });

  it('holds the exact texts of SPEC §5 and §8', () => {
    expect(MESSAGES_PT_BR['errors.notLoggedIn']).toBe(
      'Você precisa estar logado para acessar outras paginas',
    );
    expect(MESSAGES_PT_BR['validation.required']).toBe('Campo obrigatório!');
    expect(MESSAGES_PT_BR['validation.empty']).toBe('O campo não pode estar vazio');
    expect(MESSAGES_PT_BR['withdraw.failureTitle']).toBe('Houve um erro ao realizar o saque, ');
    expect(MESSAGES_PT_BR['award.grantedBy']).toBe('Concendido por');
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(messagePtBr('time.daysAgo', { count: 4 })).toBe('Há 4 dias');
    expect(messagePtBr('feedback.offerTitle', { title: 'Pizza' })).toBe('Oferta Pizza');
    expect(messagePtBr('time.today')).toBe('Hoje às {{time}}');
  });
});
