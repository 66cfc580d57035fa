-- Issue 31: the pictures the server draws (banners, sponsors) are sent as WebP. An SVG image
-- with text costs the page's main thread a layout of its own before the first paint; the
-- server now draws the same SVG into a WebP (static/pages.ts). Rows written before point at
-- the SVG; they get the WebP's URL (the SVG stays served at its old URL).
UPDATE ads SET image_url = regexp_replace(image_url, '\.svg$', '.webp')
  WHERE image_url ~ '^/assets/banners/[0-9]{1,6}\.svg$';
UPDATE sponsors SET image_url = regexp_replace(image_url, '\.svg$', '.webp')
  WHERE image_url ~ '^/assets/sponsors/[0-9]{1,6}\.svg$';
