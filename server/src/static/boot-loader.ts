import { createHash } from 'node:crypto';

/**
 * The host's scripts start after the first screen has painted (issue 16).
 *
 * The server's first paint (header, nav and the first banner's picture, see index-page.ts)
 * needs no JavaScript, but a `<script defer>` in the head is fetched at once and run before
 * the browser's first frame on a slow CPU: at 4x throttling the host's federation runtime
 * and bundle (about 390 KB gzip) held the banner's paint for 0.4-1.2 s. The server takes
 * the template's script tags out and writes this loader instead: it adds them (in order,
 * not async) once the banner picture of the skeleton has loaded and a frame has painted
 * it (on /home, whose first screen it is), or after one frame on any other page or when
 * there is no picture, and never later than
 * `BOOT_SCRIPT_DEADLINE_MS` (a picture that loads slowly must not hold the site back).
 *
 * The loader is inline so it costs no round trip; it is always the same text, so the CSP
 * allows it by its hash (`BOOT_LOADER_CSP_SOURCE`) and still allows no other inline script.
 * The script URLs travel in a JSON data block, which the CSP does not run.
 */

/** The latest moment (ms after the loader runs) the host's scripts are added. */
export const BOOT_SCRIPT_DEADLINE_MS = 1000;

/** Id of the JSON data block with the script URLs, in document order. */
export const BOOT_SCRIPTS_ID = 'boot-scripts';

export const BOOT_LOADER =
  '(function(){var d=document,b=d.getElementById("' +
  BOOT_SCRIPTS_ID +
  '"),u=b?JSON.parse(b.textContent||"[]"):[],s=0;' +
  // A 登录 pressed in the first paint's login dialog (pre-auth.ts): held for the host, which
  // submits it in mf-auth's form (host/src/shell/pre-auth.ts); the dialog stays open.
  'd.addEventListener("submit",function(e){var f=e.target;if(f&&f.closest&&f.closest(".pre-auth")){e.preventDefault();f.setAttribute("data-pending","")}},true);' +
  // A link of that form pressed (忘记密码？, 联系客服): marked on its dialog for the host to
  // follow when it starts (`data-go`; it follows later ones itself). 立即注册 needs no host: its
  // `command` opens the register dialog.
  'd.addEventListener("click",function(e){var g=e.target&&e.target.closest&&e.target.closest(".pre-auth [data-pre-auth-go]:not([command])");if(g)g.closest("dialog").setAttribute("data-go",g.getAttribute("data-pre-auth-go"))},true);' +
  'function go(){if(s)return;s=1;u.forEach(function(x){var e=d.createElement("script");e.src=x;e.async=false;d.head.appendChild(e)})}' +
  // Two frames: the one that paints the picture, and the next (its paint is presented by then).
  'function painted(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})})}' +
  `setTimeout(go,${BOOT_SCRIPT_DEADLINE_MS});` +
  // Only the home page's first screen is that picture; another page starts after one frame.
  'var i=/^\\/(home)?$/.test(location.pathname)&&d.querySelector("#boot-skeleton img");' +
  'if(i&&!i.complete){i.addEventListener("load",painted);i.addEventListener("error",go)}else painted()})()';

/** The CSP source that allows exactly `BOOT_LOADER` and no other inline script. */
export const BOOT_LOADER_CSP_SOURCE = `'sha256-${createHash('sha256').update(BOOT_LOADER).digest('base64')}'`;

/** A script tag of the built template (html-webpack-plugin, minified or not). */
const SCRIPT_TAG = /<script\b([^>]*)\bsrc=(?:"([^"]+)"|([^\s>]+))([^>]*)><\/script>/g;

/**
 * `template` with its script files taken out and loaded by `BOOT_LOADER` after the first
 * paint. A template without script files (or a module script, which the loader would not
 * reproduce) comes back unchanged.
 */
export function deferScriptsPastFirstPaint(template: string): string {
  const urls: string[] = [];
  let keep = false;
  const stripped = template.replace(
    SCRIPT_TAG,
    (tag: string, before: string, quoted?: string, bare?: string, after?: string) => {
      if (/type=/.test(`${before}${after ?? ''}`)) {
        keep = true;
        return tag;
      }
      urls.push(quoted ?? bare ?? '');
      return '';
    },
  );
  if (keep || urls.length === 0 || !stripped.includes('</body>')) return template;
  const data = `<script id="${BOOT_SCRIPTS_ID}" type="application/json">${JSON.stringify(urls).replace(/</g, '\\u003c')}</script>`;
  return stripped.replace('</body>', `${data}<script>${BOOT_LOADER}</script></body>`);
}
