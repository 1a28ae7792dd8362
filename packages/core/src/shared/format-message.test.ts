import { describe, expect, it } from 'vitest';
import { formatMessage } from './format-message.ts';
import { message } from './message-keys.ts';

describe('formatMessage', () => {
  it('reads pt-BR unless told otherwise', () => {
    expect(formatMessage('cashback.redeemed')).toBe('Resgate realizado com sucesso');
    expect(formatMessage('cashback.redeemed', undefined, 'en')).toBe(
      'Redemption completed successfully',
    );
  });

  it("fills a message's own placeholders in either language", () => {
    const offer = message('feedback.offerTitle', { title: 'Pizza' });
    expect(formatMessage(offer)).toBe('Oferta Pizza');
    expect(formatMessage(offer, undefined, 'en')).toBe('Offer Pizza');
    expect(formatMessage('time.daysAgo', { count: 4 })).toBe('Há 4 dias');
  });

  it('lets explicit params win over the message’s own', () => {
    const ago = message('time.daysAgo', { count: 4 });
    expect(formatMessage(ago, { count: 9 }, 'en')).toBe('9 days ago');
  });

  it('shows a server message as it came, even with characters a pattern would read', () => {
    const server = message('errors.server', { message: 'Saldo de $1 {{x}} indisponível' });
    expect(formatMessage(server, undefined, 'en')).toBe('Saldo de $1 {{x}} indisponível');
  });

  it('leaves a placeholder without a value as written', () => {
    expect(formatMessage('time.today')).toBe('Hoje às {{time}}');
  });
});
