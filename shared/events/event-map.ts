import type { ReactNode } from 'react';

/** Fields of the generic tips dialog (SPEC §2). */
export interface TipsDialogOptions {
  msg: ReactNode;
  /** Default: 温馨提示 (friendly reminder). */
  title?: string;
  isShowCancel?: boolean;
  sureText?: string;
  cancelText?: string;
  closeAble?: boolean;
  onSure?: () => void;
  onCancel?: () => void;
}

/** Options of the loading toast (SPEC §2). */
export interface LoadingOptions {
  /** Default: 加载中... */
  text?: string;
  hideIcon?: boolean;
  hideMask?: boolean;
  /** Close by itself after 3 s. */
  autoClose?: boolean;
}

export type ToastKind = 'info' | 'error' | 'success' | 'warning';

/** Data stored when a login fails with a new-device code (SPEC §8). */
export interface NewDevicePayload {
  name: string;
  /** md5 of the password, never the password itself. */
  password: string;
  phoneNumber: string;
  message: string;
}

/** What a venue needs to be entered (SPEC §4 venue launch). */
export interface EnterVenuePayload {
  enName: string;
  gameCode?: string;
  isActivity?: boolean;
}

/**
 * The one map of event name -> payload (SPEC §4). Every publisher and subscriber goes
 * through it, so a renamed event or a changed payload is a type error everywhere.
 */
export interface EventMap {
  /** Switch the auth modal between its modes/tabs. */
  switch_auth_way: { mode: 'login' | 'register' | 'forget_password' | 'newDevice' };
  login: undefined;
  login_success: { userId: string };
  login_expired: undefined;
  forget_password: undefined;
  register: undefined;
  newDevice: NewDevicePayload;
  closeAuth: undefined;
  /** SPEC §2: the safety tip, then the online customer-service url in a new tab (the host opens it). */
  customer_service: undefined;
  password_change_success: undefined;
  show_login_prompt: undefined;
  show_loading: LoadingOptions;
  dismiss_loading: undefined;
  dialog_tips: TipsDialogOptions;
  toast: { kind: ToastKind; message: string };
  enter_venue: EnterVenuePayload;
  egame_tab_index: { index: number; code?: string };
  /** Ask the host to re-read the balance (after any money movement). */
  refresh_balance: undefined;
  /** Open the venue transfer-in dialog (SPEC §2, §5). */
  venue_transfer: { channelCode: string; message?: string; isActivity?: boolean; onDone?: () => void };
  /** Open the chat widget in a room (the sports board's match rooms: `match-<gameId>`). */
  open_chat: { rid: string };
}

export type EventName = keyof EventMap;
