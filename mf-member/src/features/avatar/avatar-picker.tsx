import { useAtomValue } from 'jotai';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { request, useEndpointQuery } from '@site/shared/api';
import { member, memberLetters } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { sessionStore, userInfoAtom } from '@site/shared/session';
import { AvatarArt, Button, Dialog, toast } from '@site/shared/ui';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  margin-bottom: 16px;
  color: ${(p) => p.theme.colors.text};
`;
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: 12px;
  button {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 4px;
    padding: 8px;
    border: 2px solid transparent;
    border-radius: ${(p) => p.theme.radii.md};
    background: ${(p) => p.theme.colors.surfaceAlt};
    color: ${(p) => p.theme.colors.text};
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    border-color: ${(p) => p.theme.colors.primary};
  }
`;

async function save(avatar: string) {
  await request(memberLetters.addAvatar, { avatar });
  // The host header reads the user info: refresh it so the new avatar shows at once.
  sessionStore.set(userInfoAtom, await request(member.memberInfo, {}));
  toast.success(t('memberCentre.avatar.saved'));
}

/** The member's avatar with a picker: a drawn one from the set, or an uploaded image (same rules as feedback). */
export function AvatarPicker() {
  const info = useAtomValue(userInfoAtom, { store: sessionStore });
  const list = useEndpointQuery(memberLetters.avatarList, {});
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const file = useRef<HTMLInputElement>(null);
  const current = info?.avatar ?? list.data?.current;

  const run = async (go: () => Promise<void>) => {
    setBusy(true);
    try {
      await go();
      setOpen(false);
      list.reload();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  const upload = (files: FileList | null) => {
    const f = files?.[0];
    if (!f) return;
    if (f.size > memberLetters.MAX_UPLOAD_BYTES) return toast.error(t('memberCentre.feedback.tooBig'));
    const reader = new FileReader();
    reader.onload = () =>
      void run(async () => {
        const stored = await request(memberLetters.uploadImage, {
          fileName: f.name.slice(0, 200),
          data: String(reader.result),
        });
        await save(`upload:${stored.id}`);
      });
    reader.readAsDataURL(f);
  };

  return (
    <Row>
      <AvatarArt avatar={current} src={memberLetters.avatarImageUrl(current)} size={48} />
      <strong>{info?.name}</strong>
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        {t('memberCentre.avatar.title')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('memberCentre.avatar.title')}>
        <Grid>
          {(list.data?.list ?? []).map((a) => (
            <button
              key={a.id}
              type="button"
              aria-pressed={a.id === current}
              disabled={busy}
              onClick={() => void run(() => save(a.id))}
            >
              <AvatarArt avatar={a.id} size={48} />
              {a.name}
            </button>
          ))}
        </Grid>
        <div style={{ marginTop: 16 }}>
          <Button variant="secondary" loading={busy} onClick={() => file.current?.click()}>
            {t('memberCentre.avatar.upload')}
          </Button>
          <input
            ref={file}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            hidden
            onChange={(e) => upload(e.target.files)}
          />
        </div>
      </Dialog>
    </Row>
  );
}
