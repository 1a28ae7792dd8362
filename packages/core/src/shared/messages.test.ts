import { describe, expect, it } from 'vitest';
import { MESSAGE_KEYS, type MessageCatalogue } from './message-keys.ts';
import { MESSAGES_EN } from './messages.en.ts';
import { MESSAGES_PT_BR } from './messages.pt-BR.ts';

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '').sort();

describe.each([
  ['pt-BR', MESSAGES_PT_BR],
  ['en', MESSAGES_EN],
] as const)('the %s catalogue', (_locale, catalogue: MessageCatalogue) => {
  it('has a text for every key, and no text without a key', () => {
    expect(Object.keys(catalogue).sort()).toEqual([...MESSAGE_KEYS].sort());
  });

  it('never leaves a text empty', () => {
    expect(MESSAGE_KEYS.filter((key) => catalogue[key].trim() === '')).toEqual([]);
  });
});

describe('messages', () => {
  it('holds the exact texts of SPEC §5 and §8', () => {
    expect(MESSAGES_PT_BR['errors.notLoggedIn']).toBe(
      'Você precisa estar logado para acessar outras paginas',
    );
    expect(MESSAGES_PT_BR['validation.required']).toBe('Campo obrigatório!');
    expect(MESSAGES_PT_BR['validation.empty']).toBe('O campo não pode estar vazio');
    expect(MESSAGES_PT_BR['withdraw.failureTitle']).toBe('Houve um erro ao realizar o saque, ');
    expect(MESSAGES_PT_BR['award.grantedBy']).toBe('Concendido por');
    expect(MESSAGES_PT_BR['feedback.offerTitle']).toBe('Oferta {{title}}');
  });

  it('gives the English twin the same placeholders as the pt-BR text', () => {
    const differing = MESSAGE_KEYS.filter(
      (key) => placeholders(MESSAGES_EN[key]).join() !== placeholders(MESSAGES_PT_BR[key]).join(),
    );
    expect(differing).toEqual([]);
  });

  it('translates every text but the bare server placeholder and the one SPEC words in English', () => {
    const same = MESSAGE_KEYS.filter((key) => MESSAGES_EN[key] === MESSAGES_PT_BR[key]);
    expect(same).toEqual(['errors.server', 'profile.editFailed']);
  });
});
