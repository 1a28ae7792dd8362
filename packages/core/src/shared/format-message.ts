import type { Message, MessageCatalogue, MessageKey } from './message-keys.ts';
import { MESSAGES_EN } from './messages.en.ts';
import { MESSAGES_PT_BR } from './messages.pt-BR.ts';

export type MessageLocale = 'pt-BR' | 'en';

const CATALOGUES: Readonly<Record<MessageLocale, MessageCatalogue>> = {
  'pt-BR': MESSAGES_PT_BR,
  en: MESSAGES_EN,
};

/** i18next's placeholder syntax, `{{name}}`, so both hosts read the same catalogue. */
const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/**
 * The text of a core message for hosts without i18next (bots, Node programs). Explicit
 * `params` win over the message's own; a placeholder without a value stays as written.
 * Machines never call this: the catalogues load only where a host asks for text.
 */
export function formatMessage(
  messageOrKey: Message | MessageKey,
  params?: Message['params'],
  locale: MessageLocale = 'pt-BR',
): string {
  const { key, params: own } =
    typeof messageOrKey === 'string' ? { key: messageOrKey, params: undefined } : messageOrKey;
  const values: Readonly<Record<string, string | number>> = { ...own, ...params };
  return CATALOGUES[locale][key].replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
