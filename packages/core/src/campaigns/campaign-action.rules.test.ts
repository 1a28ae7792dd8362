import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { MESSAGES_PT_BR } from '../shared/messages.pt-BR.ts';
import { CAMPAIGN_TYPES } from '../shared/constants.ts';
import { campaignAction, campaignTypeOf } from './campaign-action.rules.ts';
import { campaignSchema } from './campaign.schema.ts';

describe('campaign actions', () => {
  it.each([
    ['voucher', 'requestCode', 'Gerar voucher'],
    ['uniqueCode', 'requestCode', 'Ver meu código'],
    ['online', 'openLink', 'Ir para a loja'],
    ['payment', 'goToPayment', 'Comprar'],
    ['letter', 'requestLetter', 'Solicitar carta'],
    ['cashback', 'openLink', 'Ativar dinheiro de volta'],
    ['epay', 'buyGiftCard', 'Pagar com ePay'],
    ['todo', 'openLink', 'Quero participar'],
    ['pharmacy', 'pharmacyCard', 'Ativar cartão farmácia'],
  ] as const)('%s: %s, labelled %j', (type, kind, text) => {
    const action = campaignAction({ type });
    expect(action).toMatchObject({ type, kind });
    expect(action.label && MESSAGES_PT_BR[action.label]).toBe(text);
  });

  it('an information campaign has no button', () => {
    expect(campaignAction({ type: 'info' })).toEqual({ type: 'info', kind: 'none', label: null });
  });

  test.prop([fc.string()])('a type the provider does not name reads as information only', (raw) => {
    const type = campaignTypeOf(raw);
    expect(CAMPAIGN_TYPES).toContain(type);
    if (!(CAMPAIGN_TYPES as readonly string[]).includes(raw)) expect(type).toBe('info');
  });

  it('the parsed campaign keeps its type', () => {
    const parsed = campaignSchema.parse({ id: 1, slug: 'x', type: 'uniqueCode' });
    expect(parsed.type).toBe('uniqueCode');
    expect(campaignSchema.parse({ id: 1, slug: 'x' }).type).toBe('info');
  });
});
