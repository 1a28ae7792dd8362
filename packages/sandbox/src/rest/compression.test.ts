import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { signedInTestApp } from '../testing/signed-in-test-app.ts';

// The API's answers travel compressed when the client accepts it (issue 19: a phone's first
// Home waits on them as much as on the scripts).
const member = signedInTestApp();

const AWARDS = '/partners/awards?page=1&limit=18';

describe('API compression', () => {
  it('gzips a JSON answer for a client that accepts gzip, with the same content', async () => {
    const plain = await member.app.api(member.token, 'GET', AWARDS, undefined, {
      'Accept-Encoding': 'identity',
    });
    const zipped = await member.app.api(member.token, 'GET', AWARDS, undefined, {
      'Accept-Encoding': 'gzip, deflate, br',
    });
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(zipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(zipped.headers.get('Vary')).toMatch(/Accept-Encoding/i);
    const plainText = await plain.text();
    const zippedBytes = Buffer.from(await zipped.arrayBuffer());
    expect(zippedBytes.length).toBeLessThan(plainText.length / 3);
    expect(JSON.parse(gunzipSync(zippedBytes).toString('utf8'))).toEqual(JSON.parse(plainText));
  });

  it('gzips GraphQL answers too', async () => {
    const answer = await member.app.app.request('/clube/v1/graphql', {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${member.token}`,
        'Content-Type': 'application/json',
        'Accept-Encoding': 'gzip',
      },
      body: JSON.stringify({ query: '{ campaigns(limit: 50) { data { slug title } } }' }),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Encoding')).toBe('gzip');
    const body = JSON.parse(gunzipSync(Buffer.from(await answer.arrayBuffer())).toString('utf8'));
    expect(body.data.campaigns.data.length).toBeGreaterThan(0);
  });
});
