/**
 * Every user-facing text the core can ask for, as an i18n key. The texts themselves live in
 * the hosts' resources (the web's pt-BR and en files) so the core stays language-free.
 */
export const MESSAGE_KEYS = [
  'errors.notLoggedIn',
  'validation.required',
  'validation.empty',
  'validation.generic',
  'validation.email',
] as const;

export type MessageKey = (typeof MESSAGE_KEYS)[number];
