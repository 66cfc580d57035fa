import {
  Check,
  ChevronDown,
  CircleCheck,
  CircleX,
  Eye,
  EyeOff,
  Headset,
  Info,
  Menu,
  Moon,
  RefreshCw,
  Sun,
  TriangleAlert,
  X,
  type LucideIcon,
} from 'lucide-react';

/**
 * The icons of the site: one well-kept set (lucide), drawn at the text size in the text
 * colour, decorative (hidden from assistive technology: the control names itself). A page
 * that needs another lucide icon imports it the same way.
 */
function icon(Glyph: LucideIcon, name: string) {
  function Icon({ size = '1em' }: { size?: number | string }) {
    return <Glyph size={size} strokeWidth={2} aria-hidden focusable={false} />;
  }
  Icon.displayName = name;
  return Icon;
}

export const CloseIcon = icon(X, 'CloseIcon');
export const EyeIcon = icon(Eye, 'EyeIcon');
export const EyeOffIcon = icon(EyeOff, 'EyeOffIcon');
export const ChevronDownIcon = icon(ChevronDown, 'ChevronDownIcon');
export const CheckIcon = icon(Check, 'CheckIcon');
export const InfoIcon = icon(Info, 'InfoIcon');
export const SuccessIcon = icon(CircleCheck, 'SuccessIcon');
export const WarningIcon = icon(TriangleAlert, 'WarningIcon');
export const ErrorIcon = icon(CircleX, 'ErrorIcon');
export const MenuIcon = icon(Menu, 'MenuIcon');
export const MoonIcon = icon(Moon, 'MoonIcon');
export const SunIcon = icon(Sun, 'SunIcon');
export const RefreshIcon = icon(RefreshCw, 'RefreshIcon');
export const ServiceIcon = icon(Headset, 'ServiceIcon');
