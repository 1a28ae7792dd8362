import { message } from '../shared/message-keys.ts';
import { createSubmissionMachine } from '../shared/submission.machine.ts';
import type { SupportPort, SupportRequest } from './support.port.ts';

/** SPEC §8 "Support": success 'Suporte' / sent; failure 'Ops!' and the server's error data kept. */
export const supportMachine = createSubmissionMachine<SupportPort, SupportRequest, void>({
  id: 'support',
  submit: (port, request) => port.send(request),
  successToast: () => ({
    type: 'success',
    title: message('support.successTitle'),
    text: message('support.successText'),
  }),
  failureToast: () => ({
    type: 'error',
    title: message('support.failureTitle'),
    text: message('support.failureText'),
  }),
});

export type SupportMachine = typeof supportMachine;
