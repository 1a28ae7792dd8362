import type { Message, MessageKey } from '@clube/core';
import type { TFunction } from 'i18next';
import { useTranslation } from './I18nProvider.tsx';

/** The i18next namespace of the core's catalogue, keyed by the dotted message key. */
export const MESSAGES_NAMESPACE = 'messages';

/**
 * A core message in the reader's language. The key is looked up whole (the catalogue is
 * flat), and only the message's own params fill its placeholders.
 */
export function translateMessage(t: TFunction, message: Message | MessageKey): string {
  const { key, params } = typeof message === 'string' ? { key: message, params: {} } : message;
  return t(key, { ns: MESSAGES_NAMESPACE, keySeparator: false, replace: params ?? {} });
}

/** `translateMessage` bound to the current language, for components. */
export function useMessage(): (message: Message | MessageKey) => string {
  const { t } = useTranslation();
  return (message) => translateMessage(t, message);
}
