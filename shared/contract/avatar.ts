/**
 * Where an uploaded avatar is served as an image (GET, its own content type, cacheable): a plain
 * URL an <img> can load, instead of base64 in JSON. null for a drawn avatar ('set:<n>').
 */
export function avatarImageUrl(avatar: string | undefined): string | null {
  const id = /^upload:([a-f0-9]{32})$/.exec(avatar ?? '')?.[1];
  return id ? `/media/avatars/${id}` : null;
}
