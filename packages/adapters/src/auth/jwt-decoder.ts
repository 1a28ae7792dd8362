import type { TokenDecoderPort } from '@clube/core';
import { decodeBase64Url } from '../text/base64url.ts';
import { decodeUtf8 } from '../text/utf8.ts';

/**
 * Reads a JWT's payload. The signature is not checked: the server is the one that trusts
 * tokens; the client only reads the expiry, company and name from them. Decoded here rather
 * than with `atob` and `TextDecoder`, which React Native's engine does not have.
 */
export const jwtDecoder: TokenDecoderPort = {
  decode(token) {
    const payload = token.split('.')[1];
    if (!payload) throw new Error('token sem payload');
    return JSON.parse(decodeUtf8(decodeBase64Url(payload))) as unknown;
  },
};
