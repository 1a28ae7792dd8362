import { messagePtBr } from '../shared/messages.pt-BR.ts';
import { createSubmissionMachine } from '../shared/submission.machine.ts';
import type { SupportPort, SupportRequest } from './support.port.ts';

/** SPEC §8 "Support": success 'Suporte' / sent; failure 'Ops!' and the server's error data kept. */
export const supportMachine = createSubmissionMachine<SupportPort, SupportRequest, void>({
  id: 'support',
  submit: (port, request) => port.send(request),
  successToast: () => ({
    type: 'success',
    title: messagePtBr('support.successTitle'),
    text: messagePtBr('support.successText'),
  }),
  failureToast: () => ({
    type: 'error',
    title: messagePtBr('support.failureTitle'),
    text: messagePtBr('support.failureText'),
  }),
});

export type SupportMachine = typeof supportMachine;
