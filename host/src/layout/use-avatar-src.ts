import { useEffect, useState } from 'react';
import { request } from '@site/shared/api';
import { memberLetters } from '@site/shared/contract';

/** An uploaded avatar ('upload:<id>') as a data URL, read through the owner-only image call; null otherwise. */
export function useAvatarSrc(avatar: string | undefined): string | null {
  const [src, setSrc] = useState<string | null>(null);
  const id = /^upload:([a-f0-9]{32})$/.exec(avatar ?? '')?.[1];
  useEffect(() => {
    setSrc(null);
    if (!id) return undefined;
    let live = true;
    request(memberLetters.getImage, { id }).then(
      (img) => live && setSrc(`data:${img.mime};base64,${img.data}`),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [id]);
  return src;
}
