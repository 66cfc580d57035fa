export { Button, IconButton } from './button';
export type { ButtonProps, ButtonSize, ButtonVariant, IconButtonProps } from './button';
export { ButtonLink, TextLink } from './links';
export type { ButtonLinkProps } from './links';
export { Spinner } from './spinner';
export type { SpinnerProps } from './spinner';
export { chatLauncherStyle } from './chat-launcher';
export { Dialog, DialogWarmUp } from './dialog';
export { keepTabInside } from './use-focus-trap';
export { pushModal, removeModal } from './modal-stack';
export type { DialogProps } from './dialog';
export { TipsDialog } from './tips-dialog';
export type { TipsDialogProps } from './tips-dialog';
export { TipsDialogHost, showTips } from './tips-dialog-host';
export { toast } from './toast';
export { ToastHost, TOAST_DURATION } from './toast-host';
export { showLoading, dismissLoading } from './loading';
export { LoadingHost, LOADING_AUTO_CLOSE } from './loading-host';
export { copyToClipboard } from './copy-to-clipboard';
export { Tabs } from './tabs';
export type { TabItem, TabsProps } from './tabs';
export { FormField } from './form-field';
export type { FormFieldProps } from './form-field';
export { TextField } from './text-field';
export type { TextFieldProps } from './text-field';
export { Checkbox } from './checkbox';
export type { CheckboxProps } from './checkbox';
export { Select } from './select';
export type { SelectOption, SelectProps } from './select';
export { EmptyState } from './empty-state';
export type { EmptyStateProps } from './empty-state';
export { ErrorState } from './error-state';
export type { ErrorStateProps } from './error-state';
export { Skeleton, SkeletonText } from './skeleton';
export type { SkeletonProps } from './skeleton';
export { Card } from './card';
export { RichText } from './rich-text';
export type { CardProps } from './card';
export { Badge, formatBadgeCount } from './badge';
export type { BadgeProps } from './badge';
export { useCountdown } from './use-countdown';
export type { Countdown } from './use-countdown';
export { CodeButton } from './code-button';
export type { CodeButtonProps } from './code-button';
export { ImageCaptchaDialog } from './image-captcha-lazy';
export type { ImageCaptchaDialogProps } from './image-captcha-dialog';
export { useVerificationCode } from './use-verification-code';
export type {
  VerificationCode,
  VerificationCodeOptions,
  ImageCaptchaAnswer,
  CaptchaPrompt,
} from './use-verification-code';
export { VerificationCodeField, VerificationCaptcha } from './verification-code-field';
export { PhoneField, useCountryAreas, DEFAULT_AREA_CODE } from './phone-field';
export { TileGrid, Tile } from './tile-grid';
export { SummaryList } from './summary-list';
export type { PhoneFieldProps } from './phone-field';
export type { VerificationCodeFieldProps } from './verification-code-field';
export { PageFrame } from './page-frame';
export type { PageFrameProps } from './page-frame';
export { UiHosts } from './ui-hosts';
export { StandaloneShell } from './standalone-shell';
export type { StandaloneShellProps } from './standalone-shell';
export {
  CloseIcon,
  CheckIcon,
  ChevronDownIcon,
  ErrorIcon,
  InfoIcon,
  SuccessIcon,
  WarningIcon,
  MenuIcon,
  MoonIcon,
  SunIcon,
  RefreshIcon,
  ServiceIcon,
} from './icons';
export { AvatarArt } from './avatar-art';
export { ColumnRows, type Column } from './column-rows';
export { DatePicker } from './date-picker';
export type { DatePickerProps } from './date-picker';
export { ProgressBar, progressPercent } from './progress-bar';
export type { ProgressBarProps } from './progress-bar';
export { BonusList, useMyBonuses } from './bonus-list';
export type { BonusListProps } from './bonus-list';
export { FormError } from './form-error';
