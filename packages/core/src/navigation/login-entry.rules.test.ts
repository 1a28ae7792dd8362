import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { createFakePorts } from '../testing/index.ts';
import { campaignFiltersFor, filtersFromQuery } from '../campaigns/list-filters.rules.ts';
import { decideLoginEntry } from './login-entry.rules.ts';

describe('decideLoginEntry', () => {
  it('goes to the error screen when the address carries an error', () => {
    expect(decideLoginEntry({ error: 'x', token: 't' })).toEqual({ token: 't', to: '/erro' });
  });

  it('opens a campaign by its slug', () => {
    expect(decideLoginEntry({ campaign: 'pizza 10%', company: 'c' }).to).toBe(
      '/campanhas/pizza%2010%25',
    );
  });

  it('opens the campaign list with the remaining query for a partner or a category', () => {
    expect(decideLoginEntry({ company: 'c', token: 't', category: 'bares', page: '2' })).toEqual({
      token: 't',
      to: '/campanhas?category=bares&page=2',
    });
  });

  it('brings a partner from /login to the campaign list filters and the campaigns call', () => {
    const { to } = decideLoginEntry({ company: 'c', token: 't', partner: 'pizzaria-bella' });
    expect(to).toBe('/campanhas?partner=pizzaria-bella');
    const query = Object.fromEntries(new URLSearchParams(to.split('?')[1]));
    const filters = filtersFromQuery(query);
    expect(filters.partner).toBe('pizzaria-bella');
    expect(campaignFiltersFor(filters, false)).toMatchObject({ partner: 'pizzaria-bella' });
  });

  it('lists only that partner’s campaigns (fake ports, as the sandbox)', async () => {
    const ports = createFakePorts({ clock: new SimulatedClock() });
    const slug = ports.world.campaigns[0]?.partner?.slug ?? '';
    const page = await ports.campaigns!.list({ partner: slug, limit: 100 });
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.every((campaign) => campaign.partner?.slug === slug)).toBe(true);
  });

  it('goes Home otherwise, and ignores a blank token', () => {
    expect(decideLoginEntry({ token: '  ' })).toEqual({ token: null, to: '/' });
  });
});
