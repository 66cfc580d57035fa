import type { RemoteModuleRef } from './exposes';

/**
 * The sections of the home page, top to bottom, each a module of the remote that owns it.
 * The host composes them (host/src/pages/home-page.tsx); the server renders the same
 * modules, from the brand's pinned remote versions, into /home's HTML (issue 31:
 * server/src/static/home-sections.ts), keyed the same way.
 */
export const HOME_SECTIONS = {
  banners: { remote: 'mf_activities', module: './HomeBanners' },
  notices: { remote: 'mf_activities', module: './HomeNotices' },
  venues: { remote: 'mf_casino_venues', module: './HomeVenues' },
  hotMatches: { remote: 'mf_sportsbook', module: './HotMatches' },
  hotGames: { remote: 'mf_casino_venues', module: './HomeHotGames' },
} as const satisfies Record<string, RemoteModuleRef>;

export type HomeSectionKey = keyof typeof HOME_SECTIONS;

/** Attribute of a server-rendered section's box in /home's HTML; its value is the key. */
export const SERVER_SECTION_ATTR = 'data-server-section';

/**
 * Ids of the first paint's auth dialogs in the server's HTML (server/src/static/pre-auth.ts),
 * which the host hands to mf-auth when it starts (host/src/shell/pre-auth.ts).
 */
export const FIRST_PAINT_AUTH_IDS = { login: 'pre-login', register: 'pre-register' } as const;

/**
 * The links of the first paint's login form (`data-pre-auth-go`), as mf-auth's: 忘记密码？,
 * 立即注册 and 联系客服. The host follows one (host/src/shell/pre-auth.ts); one pressed before
 * the host runs is marked on its dialog as `data-go` for the host to follow when it starts.
 */
export type PreAuthLink = 'forgot' | 'register' | 'service';

/**
 * Marks mf-auth's login form once React has rendered it, shown or kept hidden in its
 * `<Activity>` (mf-auth/src/app/auth-modal.tsx). Until it is in the page, a 登录 would reveal it
 * in one long synchronous render: the host lets the first paint's dialog stand in instead, and
 * mf-auth renders its own as a transition (issue 31).
 */
export const AUTH_FORM_READY_ATTR = 'data-auth-form-ready';

/** mf-auth's form is in the page, shown or kept hidden (`AUTH_FORM_READY_ATTR`). */
export function isAuthFormRendered(root: ParentNode = document): boolean {
  return root.querySelector(`[${AUTH_FORM_READY_ATTR}]`) !== null;
}

/** Id of the first paint's auth dialogs' style element (it outlives the skeleton as they do). */
export const FIRST_PAINT_AUTH_STYLE_ID = 'pre-auth-style';
