import { existsSync } from 'node:fs';

/**
 * Where the CJK fonts of Debian's and Ubuntu's `fonts-noto-cjk` (and other distributions'
 * Noto CJK packages) are: the drawn pictures' titles (static/pages.ts) are set in them.
 */
const CANDIDATES = [
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc',
  '/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/noto-cjk/NotoSansCJK-Bold.ttc',
  '/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/google-noto-cjk/NotoSansCJK-Bold.ttc',
];

/**
 * The font files the server sets a drawn picture's title in: `PICTURE_FONT_FILES` (paths
 * separated by `:`) when set, else the Noto CJK files found in the usual places. Empty when
 * none is there: the server then sends the drawings as SVG, whose text the player's
 * browser sets (deploy/Dockerfile installs `fonts-noto-cjk`).
 */
export function pictureFontFiles(env: NodeJS.ProcessEnv = process.env): string[] {
  const listed = env.PICTURE_FONT_FILES;
  const files = listed === undefined ? CANDIDATES : listed.split(':').filter(Boolean);
  return files.filter((file) => existsSync(file));
}
