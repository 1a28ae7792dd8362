import type { MessageKey } from '@clube/core';
import { TextInput, type TextInputProps } from './TextInput.tsx';
import { isValidEmail } from '@clube/core/shared';

export type EmailInputProps = Omit<TextInputProps, 'type'>;

/**
 * A TextInput with SPEC §5's email rule (text@text.text, no spaces): 'Email inválido!' on
 * blur. An empty optional field is fine; an empty required one says 'Campo obrigatório!'.
 */
export function EmailInput({ validate, ...rest }: EmailInputProps) {
  const check = (value: string): MessageKey | null => {
    if (value !== '' && !isValidEmail(value)) return 'validation.email';
    return validate?.(value) ?? null;
  };
  return (
    <TextInput
      autoComplete="email"
      inputMode="email"
      spellCheck={false}
      {...rest}
      type="email"
      validate={check}
    />
  );
}
