import * as z from 'zod/mini';
import { PIX_TYPES } from '../shared/constants.ts';

export type PixType = (typeof PIX_TYPES)[number];

/** The withdraw request as the API wants it: one pix_* field by type, value in cents. */
export const withdrawPayloadSchema = z.union([
  z.object({
    pix_type: z.literal('email'),
    pix_email: z.string(),
    value: z.number().check(z.int()),
  }),
  z.object({
    pix_type: z.literal('phone'),
    pix_phone: z.string(),
    value: z.number().check(z.int()),
  }),
  z.object({
    pix_type: z.literal('random'),
    pix_random: z.string(),
    value: z.number().check(z.int()),
  }),
]);

export type WithdrawPayload = z.output<typeof withdrawPayloadSchema>;

/** Which balance a withdrawal draws on: the `{endpoint}` of POST /{endpoint}/withdraw. */
export type WithdrawEndpoint = 'cashback' | 'award' | 'engagement';

export interface WithdrawRequest {
  endpoint: WithdrawEndpoint;
  payload: WithdrawPayload;
}
