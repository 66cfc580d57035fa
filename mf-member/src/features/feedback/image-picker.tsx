import { useRef, useState } from 'react';
import styled from 'styled-components';
import { request } from '@site/shared/api';
import { memberLetters } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { Button, CloseIcon, Spinner, toast } from '@site/shared/ui';

export interface Picked {
  key: string;
  preview: string;
  /** The server's upload id once stored; null while uploading. */
  id: string | null;
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;
const Thumb = styled.figure`
  position: relative;
  width: 96px;
  height: 96px;
  margin: 0;
  border-radius: ${(p) => p.theme.radii.md};
  overflow: hidden;
  border: 1px solid ${(p) => p.theme.colors.border};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  .busy {
    position: absolute;
    inset: 0;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 4px;
    background: ${(p) => p.theme.colors.mask};
    color: ${(p) => p.theme.colors.primaryText};
    font-size: ${(p) => p.theme.fontSizes.xs};
  }
  button {
    position: absolute;
    right: 2px;
    top: 2px;
  }
`;

const ACCEPT = ['image/png', 'image/jpeg', 'image/webp'];

function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** Up to 3 images with previews; each is uploaded when picked and shows progress until stored. */
export function ImagePicker({
  value,
  onChange,
}: {
  value: Picked[];
  onChange: (next: (prev: Picked[]) => Picked[]) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [, force] = useState(0);
  const add = async (files: FileList | null) => {
    if (!files) return;
    for (const file of Array.from(files)) {
      if (value.length >= 3) return toast.error(t('memberCentre.feedback.tooMany'));
      if (!ACCEPT.includes(file.type)) return toast.error(t('memberCentre.feedback.badType'));
      if (file.size > memberLetters.MAX_UPLOAD_BYTES) return toast.error(t('memberCentre.feedback.tooBig'));
      const key = `${file.name}-${Date.now()}-${Math.random()}`;
      const data = await readBase64(file);
      onChange((prev) => (prev.length >= 3 ? prev : [...prev, { key, preview: data, id: null }]));
      try {
        const stored = await request(memberLetters.uploadImage, { fileName: file.name.slice(0, 200), data });
        onChange((prev) => prev.map((p) => (p.key === key ? { ...p, id: stored.id } : p)));
      } catch (error) {
        onChange((prev) => prev.filter((p) => p.key !== key));
        toast.error(error instanceof Error ? error.message : String(error));
      }
    }
    if (input.current) input.current.value = '';
    force((n) => n + 1);
  };
  return (
    <Row>
      {value.map((p) => (
        <Thumb key={p.key}>
          <img src={p.preview} alt="" />
          {p.id === null && (
            <div className="busy" role="status">
              <Spinner />
              {t('memberCentre.feedback.uploading')}
            </div>
          )}
          <Button
            size="sm"
            variant="danger"
            aria-label={t('memberCentre.feedback.remove')}
            onClick={() => onChange((prev) => prev.filter((x) => x.key !== p.key))}
          >
            <CloseIcon />
          </Button>
        </Thumb>
      ))}
      {value.length < 3 && (
        <Button variant="secondary" onClick={() => input.current?.click()}>
          + {t('memberCentre.feedback.addImage')}
        </Button>
      )}
      <input
        ref={input}
        type="file"
        accept={ACCEPT.join(',')}
        multiple
        hidden
        data-testid="feedback-file"
        onChange={(e) => void add(e.target.files)}
      />
    </Row>
  );
}
