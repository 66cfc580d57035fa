import { createHash } from 'node:crypto';
import type { BrandManifest } from '@site/shared/contract';
import { auth, common } from '@site/shared/messages';
import { FIRST_PAINT_AUTH_IDS, FIRST_PAINT_AUTH_STYLE_ID, type PreAuthLink } from '@site/shared/routes';
import { themeForEdition, type Edition, type Theme } from '@site/shared/theme';
import type { Locale } from '@site/shared/i18n';
import { htmlText } from './html';

/**
 * 登录 and 注册 in the first paint (issue 31: a click on 登录 the moment it showed waited
 * 1.5 s for its form, because 登录 only came with the host's first render, while the home
 * remotes and mf-auth were still loading).
 *
 * The server's header carries both buttons, and the page carries the two dialogs they open
 * (`<dialog>` opened by `command="show-modal"`: no script, so they work while the host's
 * scripts are still loading or running). The login dialog is a real form a player can type
 * into at once; the register dialog is the shell of the real one. When the host starts, it
 * opens mf-auth's dialog in the same mode, moves what was typed (and the focus) into it and
 * closes these (host/src/shell/pre-auth.ts); a 登录 pressed before then is submitted for
 * the player. The dialogs and their rules sit outside #root, so React's first render does not
 * remove them: the host opens them again for a 登录 or 注册 clicked before mf-auth has loaded
 * (it loads on intent), as long as the page's edition and locale are still the ones they were
 * drawn in (`data-edition`, `lang`).
 *
 * A member's page hides the two buttons: `MEMBER_MARK`, inline in the head, marks the page
 * before the first paint when a login token is stored (the server does not know it).
 */

/** The localStorage key of the login token (shared/session/storage-keys.ts `token`). */
const TOKEN_KEY = 'token';

/** Marks <html data-member> before the first paint when a login token is stored. */
export const MEMBER_MARK = `try{localStorage.getItem("${TOKEN_KEY}")&&document.documentElement.setAttribute("data-member","")}catch(e){}`;

/** The CSP source that allows exactly `MEMBER_MARK`. */
export const MEMBER_MARK_CSP_SOURCE = `'sha256-${createHash('sha256').update(MEMBER_MARK).digest('base64')}'`;

/** The header's two buttons, hidden on a member's page. */
export function preAuthButtons(locale: Locale): string {
  const local = htmlText(locale);
  return (
    `<span class="sk-acts">` +
    `<button type="button" class="sk-btn" commandfor="${FIRST_PAINT_AUTH_IDS.login}" command="show-modal" data-auth-intent>${local(common.login)}</button>` +
    `<button type="button" class="sk-btn sk-pri" commandfor="${FIRST_PAINT_AUTH_IDS.register}" command="show-modal" data-auth-intent>${local(common.register)}</button>` +
    `</span>`
  );
}

/** The two dialogs and their rules, after #root. */
export function preAuthDialogs(brand: BrandManifest, locale: Locale, edition: Edition): string {
  const local = htmlText(locale);
  const drawn = ` lang="${locale}" data-edition="${edition}"`;
  const picture =
    `<div class="pa-pic" aria-hidden="true"><b>${local(auth.modal.pictureTitle.replace('{site}', brand.title))}</b>` +
    `<span>${local(auth.modal.pictureSubtitle)}</span><span>${local(auth.modal.pictureSlogan)}</span></div>`;
  const tabs = (on: 'login' | 'register') =>
    `<div class="pa-tabs" aria-hidden="true">` +
    `<span class="pa-tab${on === 'login' ? ' pa-on' : ''}">${local(auth.modal.loginTab)}</span>` +
    `<span class="pa-tab${on === 'register' ? ' pa-on' : ''}">${local(auth.modal.registerTab)}</span></div>`;
  const close = (id: string) =>
    `<button type="button" class="pa-close" commandfor="${id}" command="close" aria-label="${local(common.close)}">&#215;</button>`;
  const field = (name: string, label: string, placeholder: string, extra: string) =>
    `<label class="pa-field"><span>${local(label)}</span>` +
    `<input name="${name}" maxlength="30" placeholder="${local(placeholder)}" ${extra}></label>`;
  // The login form's links, as mf-auth's: the host follows them (host/src/shell/pre-auth.ts);
  // one pressed before the host runs is marked on the dialog for it (boot-loader.ts). 立即注册
  // opens the register dialog without script too (`command`).
  const link = (go: PreAuthLink, label: string, extra = '', className = '') =>
    `<button type="button" class="pa-link${className}" data-pre-auth-go="${go}"${extra}>${local(label)}</button>`;
  const login =
    `<dialog id="${FIRST_PAINT_AUTH_IDS.login}" class="pre-auth"${drawn} aria-label="${local(auth.modal.label)}">` +
    `${picture}<div class="pa-pane">${tabs('login')}` +
    // method=dialog: a submission never leaves the page (the boot loader holds it for the host).
    `<form method="dialog" class="pa-form" aria-label="${local(auth.modal.loginTab)}">` +
    field(
      'username',
      auth.login.username,
      auth.login.usernamePlaceholder,
      'autocomplete="username" autofocus',
    ) +
    field(
      'password',
      auth.login.password,
      auth.login.passwordPlaceholder,
      'type="password" autocomplete="current-password"',
    ) +
    `<div class="pa-row"><label class="pa-check"><input type="checkbox" name="remember">${local(auth.login.remember)}</label>` +
    link('forgot', auth.login.forgot) +
    `</div>` +
    `<button class="pa-submit"><span class="pa-go">${local(auth.login.submit)}</span><span class="pa-busy">${local(auth.login.loggingIn)}</span></button>` +
    `<div class="pa-row"><span>${local(auth.login.noAccount)}` +
    link(
      'register',
      auth.login.toRegister,
      ` commandfor="${FIRST_PAINT_AUTH_IDS.register}" command="show-modal"`,
    ) +
    `</span>${link('service', auth.login.customerService, '', ' pa-muted')}</div>` +
    `</form></div>${close(FIRST_PAINT_AUTH_IDS.login)}</dialog>`;
  const register =
    `<dialog id="${FIRST_PAINT_AUTH_IDS.register}" class="pre-auth"${drawn} aria-label="${local(auth.modal.label)}" aria-busy="true">` +
    `${picture}<div class="pa-pane">${tabs('register')}` +
    `<div class="pa-form">${'<i class="pa-line"></i>'.repeat(4)}<i class="pa-line pa-btn"></i></div>` +
    `</div>${close(FIRST_PAINT_AUTH_IDS.register)}</dialog>`;
  const rules = preAuthDialogStyles(themeForEdition(edition, brand.theme));
  return `<style id="${FIRST_PAINT_AUTH_STYLE_ID}">${rules}</style>${login}${register}`;
}

/** The header buttons' rules, in the skeleton's style (React replaces both). */
export function preAuthButtonStyles(theme: Theme): string {
  const { colors } = theme;
  return (
    `.sk-acts{display:flex;gap:8px;margin-left:auto}[data-member] .sk-acts{display:none}` +
    `.sk-btn{height:32px;padding:0 14px;border-radius:8px;border:1px solid ${colors.border};background:${colors.surface};color:${colors.text};font:inherit;font-size:14px;cursor:pointer;white-space:nowrap}` +
    `.sk-btn.sk-pri{background:${colors.primary};border-color:${colors.primary};color:${colors.primaryText}}`
  );
}

/** The dialogs' rules, in the edition's colours (mf-auth's dialog, as drawn). */
function preAuthDialogStyles(theme: Theme): string {
  const { colors } = theme;
  const picture =
    theme.mode === 'dark'
      ? 'linear-gradient(160deg,#2a2113 0%,#14100a 55%,#0c0a06 100%)'
      : 'linear-gradient(160deg,#3d8bff 0%,#1f5fd6 50%,#14399a 100%)';
  return (
    `.pre-auth{width:min(880px,calc(100vw - 32px));max-height:calc(100dvh - 32px);padding:0;border:0;border-radius:12px;background:${colors.surface};color:${colors.text};box-shadow:0 12px 40px ${colors.shadow};font-family:'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif;font-size:14px;line-height:1.5715}` +
    `.pre-auth[open]{display:flex}.pre-auth::backdrop{background:${colors.mask}}.pre-auth *{box-sizing:border-box}` +
    // Opened by the host over its page (not modal: host/src/shell/pre-auth.ts), as a modal is
    // drawn; one below the site's dialogs, so one opened over it (联系客服's safety tip) shows.
    `.pre-auth[open]:not(:modal){position:fixed;inset:0;z-index:${theme.zIndices.dialog - 1};margin:auto;height:fit-content;overflow:auto}` +
    `.pa-mask{position:fixed;inset:0;z-index:${theme.zIndices.dialog - 1};background:${colors.mask}}` +
    `.pa-pic{flex:0 0 320px;display:flex;flex-direction:column;justify-content:flex-end;gap:4px;padding:32px 28px;color:#fff;background:${picture};border-radius:12px 0 0 12px}` +
    `.pa-pic b{font-size:1.5rem;letter-spacing:1px}.pa-pic span{opacity:.85;line-height:1.8}` +
    `.pa-pane{flex:1;min-width:0;min-height:560px;padding:44px 40px 32px}` +
    `.pa-tabs{display:flex;border-bottom:1px solid ${colors.border};margin-bottom:24px}` +
    `.pa-tab{flex:1;text-align:center;padding:10px 0;color:${colors.textSecondary};font-size:1rem}` +
    `.pa-on{color:${colors.primary};font-weight:600;box-shadow:inset 0 -2px 0 ${colors.primary}}` +
    `.pa-form{display:grid;gap:16px}.pa-field{display:grid;gap:6px}` +
    `.pa-field input{height:44px;padding:0 12px;border-radius:8px;border:1px solid ${colors.border};background:${colors.surface};color:${colors.text};font:inherit;font-size:1rem}` +
    `.pa-field input:focus{outline:2px solid ${colors.primary};outline-offset:-1px}` +
    `.pa-row{display:flex;align-items:center;justify-content:space-between;gap:8px;color:${colors.textSecondary}}` +
    `.pa-check{display:inline-flex;align-items:center;gap:8px;cursor:pointer}.pa-check input{width:16px;height:16px;margin:0;accent-color:${colors.primary}}` +
    `.pa-link{padding:0;border:0;background:none;color:${colors.primary};font:inherit;cursor:pointer}.pa-link.pa-muted{color:${colors.textSecondary}}` +
    `[data-go] .pa-form{opacity:.6;pointer-events:none}` +
    `.pa-submit{height:44px;border:0;border-radius:8px;background:${colors.primary};color:${colors.primaryText};font:inherit;font-size:1rem;cursor:pointer}` +
    `.pa-busy,[data-pending] .pa-go{display:none}[data-pending] .pa-busy{display:inline}[data-pending] .pa-submit{opacity:.7}` +
    `.pa-line{display:block;height:44px;border-radius:8px;background:${colors.surfaceAlt};animation:pa 1.2s ease-in-out infinite alternate}@keyframes pa{to{opacity:.35}}.pa-btn{background:${colors.primary};opacity:.5}` +
    `.pa-close{position:absolute;top:12px;right:12px;width:32px;height:32px;border:0;border-radius:50%;background:transparent;color:${colors.textMuted};font-size:22px;line-height:1;cursor:pointer}` +
    `@media (max-width:760px){.pa-pic{display:none}.pa-pane{padding:40px 20px 24px}}`
  );
}
