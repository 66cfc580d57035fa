/**
 * The site's icon (the gold star of host/src/index.html's inline icon), served at
 * /favicon.ico and /favicon.svg: pages outside the host (the payment gateway, the demo
 * games) name no icon, so the browser asks for /favicon.ico, which was a 404 on each.
 */
export const FAVICON_SVG =
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'><rect width='32' height='32' rx='8' fill='#c9a45c'/>" +
  "<text x='16' y='22' font-size='16' text-anchor='middle' fill='#fff'>\u2605</text></svg>";
