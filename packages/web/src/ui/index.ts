/**
 * The UI kit. For tooling, stories and tests: screens import each component from its own file
 * (`ui/Button.tsx`), so that a route's chunk carries only what it uses.
 */
export { Avatar, AVATAR_SIZES, type AvatarProps, type AvatarSize } from './Avatar.tsx';
export { Button, type ButtonProps, type ButtonSize } from './Button.tsx';
export { COPIED_FOR_MS, CopyButton, copyText, type CopyButtonProps } from './CopyButton.tsx';
export { EmailInput, type EmailInputProps } from './EmailInput.tsx';
export {
  EMPTY_STATE_CHARACTERS,
  EmptyState,
  type EmptyStateCharacter,
  type EmptyStateProps,
} from './EmptyState.tsx';
export { FieldCheckbox, type FieldCheckboxProps } from './FieldCheckbox.tsx';
export {
  CARD_BRAND_NAMES,
  GLYPH_NAMES,
  ICON_NAMES,
  Icon,
  isCardBrand,
  type CardBrand,
  type GlyphName,
  type IconName,
  type IconProps,
} from './icons/Icon.tsx';
export { MODAL_DEFAULT_WIDTH, Modal, type ModalProps } from './Modal.tsx';
export { MoneyInput, type MoneyInputProps } from './MoneyInput.tsx';
export { NumberStepper, STEPPER_DEBOUNCE_MS, type NumberStepperProps } from './NumberStepper.tsx';
export { SafeHtml, loadSanitizer, type SafeHtmlProps } from './SafeHtml.tsx';
export { Select, type SelectOption, type SelectProps } from './Select.tsx';
export { Skeleton, type SkeletonProps, type SkeletonVariant } from './Skeleton.tsx';
export { TextArea, type TextAreaProps } from './TextArea.tsx';
export { TextInput, type TextInputProps } from './TextInput.tsx';
export {
  TOAST_ICON_SIZE,
  Toast,
  ToastRegion,
  type ToastData,
  type ToastProps,
  type ToastRegionProps,
  type ToastType,
} from './Toast.tsx';
export { scrollLockCount, useScrollLock } from './useScrollLock.ts';
