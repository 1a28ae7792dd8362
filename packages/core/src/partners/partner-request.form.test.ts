import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { createClub } from '../club.ts';
import { partnerRequestFlow } from '../flows.ts';
import { connectForm } from '../forms/form.connect.ts';
import { startFlow } from '../shared/flow.ts';
import { message } from '../shared/message-keys.ts';
import { createFakePorts } from '../testing/fake-world.ts';
import { settle } from '../testing/simulated-time.ts';
import {
  definedFields,
  EMPTY_PARTNER_REQUEST,
  type PartnerRequestValues,
} from './partner-request.form.ts';

/** Seja parceiro on a visitor's club over fake ports (no session needed). */
async function openPartnerRequest() {
  const clock = new SimulatedClock();
  const ports = createFakePorts({ clock });
  const club = createClub(ports, { scheduler: clock });
  await settle();
  const actor = startFlow(partnerRequestFlow(club));
  const form = () => connectForm(actor.getSnapshot(), actor.send);
  const fill = (values: Partial<PartnerRequestValues>) => {
    for (const [field, value] of Object.entries(values)) {
      form()
        .field(field as keyof PartnerRequestValues)
        .change(value);
    }
  };
  const requests = () =>
    ports.recordings.calls.filter((call) => call === 'partners.requestPartnership');
  const toasts = () => club.toasts.getSnapshot().context.toasts;
  return { ports, form, fill, requests, toasts };
}

const REQUIRED = {
  companyName: 'Pizzaria Bella',
  name: 'Rita Souza',
  email: 'rita@bella.com.br',
  phone: '(11) 98765-4321',
  state: 'SP',
};

describe('partner request form', () => {
  it('stars company, name, e-mail, phone and state, and checks the e-mail on blur', async () => {
    const { form, fill, requests } = await openPartnerRequest();
    const required = Object.keys(EMPTY_PARTNER_REQUEST).filter(
      (field) => form().field(field as keyof PartnerRequestValues).required,
    );
    expect(required).toEqual(['companyName', 'name', 'email', 'phone', 'state']);
    fill({ ...REQUIRED, email: 'rita@bella' });
    form().field('email').blur();
    expect(form().field('email').error).toEqual(message('validation.email'));
    form().submit();
    await settle();
    expect(form().firstInvalid).toBe('email');
    expect(requests()).toEqual([]);
  });

  it('sends nothing without the state: its select says so on close, as any required field', async () => {
    const { form, fill, requests } = await openPartnerRequest();
    fill({ ...REQUIRED, state: '' });
    form().field('state').blur();
    expect(form().field('state').error).toEqual(message('validation.required'));
    form().submit();
    await settle();
    expect(form().firstInvalid).toBe('state');
    expect(requests()).toEqual([]);
  });

  it('sends the filled fields once per click, by the contract names, and succeeds silently', async () => {
    const { ports, form, fill, requests, toasts } = await openPartnerRequest();
    fill({ ...REQUIRED, city: ' São Paulo ', state: 'SP', cnpj: '   ' });
    form().submit();
    form().submit();
    await settle(20);
    expect(requests()).toHaveLength(1);
    expect(ports.recordings.partnerRequests).toEqual([
      {
        company_name: 'Pizzaria Bella',
        name: 'Rita Souza',
        email: 'rita@bella.com.br',
        phone: '(11) 98765-4321',
        city: 'São Paulo',
        state: 'SP',
      },
    ]);
    expect(form().succeeded).toBe(true);
    expect(toasts()).toEqual([]);
  });

  it('on an answer of no, stays silent but keeps the input and says it was not sent', async () => {
    const { ports, form, fill, requests, toasts } = await openPartnerRequest();
    ports.partners.requestPartnership = async () => false;
    fill({ ...REQUIRED, message: 'Queremos participar' });
    form().submit();
    await settle(20);
    expect(form().succeeded).toBe(false);
    expect(form().error).toEqual(message('partnerRequest.failed'));
    expect(form().values).toEqual({
      ...EMPTY_PARTNER_REQUEST,
      ...REQUIRED,
      message: 'Queremos participar',
    });
    expect(toasts()).toEqual([]);
    expect(requests()).toEqual([]);
  });

  it("shows the server's own words on a refusal, with no toast", async () => {
    const { ports, form, fill, toasts } = await openPartnerRequest();
    ports.failNext('partners.requestPartnership', {
      kind: 'server',
      status: 403,
      message: 'Este clube não aceita novos parceiros',
    });
    fill(REQUIRED);
    form().submit();
    await settle(20);
    expect(form().error).toEqual(
      message('errors.server', { message: 'Este clube não aceita novos parceiros' }),
    );
    expect(form().values).toEqual({ ...EMPTY_PARTNER_REQUEST, ...REQUIRED });
    expect(toasts()).toEqual([]);
  });

  it('a dropped connection reads as not sent', async () => {
    const { ports, form, fill } = await openPartnerRequest();
    ports.failNext('partners.requestPartnership', { kind: 'network', message: '' });
    fill(REQUIRED);
    form().submit();
    await settle(20);
    expect(form().error).toEqual(message('partnerRequest.failed'));
  });

  it('definedFields skips undefined and null but keeps false and 0', () => {
    expect(definedFields({ a: 'x', b: undefined, c: null, d: false, e: 0 })).toEqual({
      a: 'x',
      d: false,
      e: 0,
    });
  });
});
