import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import styled, { css } from 'styled-components';
import { t } from '@site/shared/i18n';
import { alpha } from '@site/shared/theme';
import { Button, Dialog, Spinner } from '@site/shared/ui';
import { useSliderPuzzle, type SliderStatus } from './use-slider-puzzle';

export interface SliderCaptchaDialogProps {
  onPass: (codeId: string) => void;
  onCancel: () => void;
  /** Switch to the image captcha (also when the puzzle cannot be loaded). */
  onFallback: () => void;
}

const HANDLE = 44;

const Stage = styled.div<{ $w: number; $h: number }>`
  position: relative;
  width: ${(p) => p.$w}px;
  height: ${(p) => p.$h}px;
  margin: 0 auto;
  border-radius: ${(p) => p.theme.radii.md};
  overflow: hidden;
  background: ${(p) => p.theme.colors.surfaceAlt};
  display: grid;
  place-items: center;
  color: ${(p) => p.theme.colors.textMuted};
  > img {
    position: absolute;
    display: block;
    user-select: none;
    pointer-events: none;
  }
`;

const Track = styled.div<{ $w: number; $status: SliderStatus }>`
  position: relative;
  width: ${(p) => p.$w}px;
  height: ${HANDLE}px;
  margin: 14px auto 0;
  border-radius: ${(p) => p.theme.radii.pill};
  background: ${(p) => p.theme.colors.surfaceAlt};
  border: 1px solid ${(p) => p.theme.colors.border};
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${(p) => p.theme.colors.textSecondary};
  font-size: ${(p) => p.theme.fontSizes.sm};
  user-select: none;
  ${(p) =>
    p.$status === 'passed' &&
    css`
      border-color: ${p.theme.colors.success};
      color: ${p.theme.colors.success};
    `}
  ${(p) =>
    p.$status === 'missed' &&
    css`
      border-color: ${p.theme.colors.danger};
      color: ${p.theme.colors.danger};
    `}
`;

const Fill = styled.div`
  position: absolute;
  left: 0;
  top: 0;
  bottom: 0;
  border-radius: ${(p) => p.theme.radii.pill};
  background: ${(p) => alpha(p.theme.colors.primary, 14)};
`;

const Handle = styled.div`
  position: absolute;
  top: -1px;
  width: ${HANDLE}px;
  height: ${HANDLE}px;
  display: grid;
  place-items: center;
  border-radius: ${(p) => p.theme.radii.pill};
  background: ${(p) => p.theme.colors.primary};
  color: ${(p) => p.theme.colors.primaryText};
  box-shadow: ${(p) => p.theme.shadows.md};
  cursor: grab;
  touch-action: none;
  &:focus-visible {
    outline: none;
    box-shadow: 0 0 0 3px ${(p) => alpha(p.theme.colors.primary, 35)};
  }
  svg {
    width: 20px;
    height: 20px;
  }
`;

const Links = styled.div`
  display: flex;
  justify-content: space-between;
  margin-top: 12px;
`;

function Arrow() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.4"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M5 12h14M13 6l6 6-6 6" />
    </svg>
  );
}

function statusText(status: SliderStatus): string {
  if (status === 'passed') return t('auth.captcha.sliderPassed');
  if (status === 'missed') return t('auth.captcha.sliderMissed');
  return t('auth.captcha.sliderHint');
}

/** The slider captcha: drag the piece into the gap (or use the arrow keys and Enter). */
export function SliderCaptchaDialog({ onPass, onCancel, onFallback }: SliderCaptchaDialogProps) {
  const slider = useSliderPuzzle(onPass, onFallback);
  const { puzzle, status, offset } = slider;
  const drag = useRef<{ startX: number; startOffset: number } | null>(null);
  const width = puzzle?.width ?? 300;
  const height = puzzle?.height ?? 150;

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (status !== 'ready') return;
    drag.current = { startX: e.clientX, startOffset: offset };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (drag.current) slider.move(drag.current.startOffset + e.clientX - drag.current.startX);
  };
  const onPointerUp = () => {
    if (!drag.current) return;
    drag.current = null;
    slider.release();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = e.shiftKey ? 20 : 4;
    if (e.key === 'ArrowRight') slider.move(offset + step);
    else if (e.key === 'ArrowLeft') slider.move(offset - step);
    else if (e.key === 'Enter' || e.key === ' ') slider.release();
    else return;
    e.preventDefault();
  };

  return (
    <Dialog
      open
      title={t('auth.captcha.sliderTitle')}
      width={width + 48}
      onClose={onCancel}
      maskClosable={false}
    >
      <Stage $w={width} $h={height}>
        {puzzle && status !== 'loading' ? (
          <>
            <img
              src={puzzle.bg}
              alt=""
              width={puzzle.width}
              height={puzzle.height}
              style={{ left: 0, top: 0 }}
            />
            <img
              src={puzzle.slice}
              alt=""
              width={puzzle.sliceSize}
              height={puzzle.sliceSize}
              style={{ left: offset, top: puzzle.y, filter: 'drop-shadow(0 2px 4px rgba(0,0,0,.45))' }}
            />
          </>
        ) : (
          <Spinner size="28px" aria-label={t('auth.captcha.sliderLoading')} />
        )}
      </Stage>
      <Track $w={width} $status={status}>
        <Fill style={{ width: offset + HANDLE / 2 }} />
        <span>{statusText(status)}</span>
        <Handle
          role="slider"
          tabIndex={0}
          data-autofocus
          aria-label={t('auth.captcha.sliderHandle')}
          aria-valuemin={0}
          aria-valuemax={puzzle ? puzzle.width - puzzle.sliceSize : 0}
          aria-valuenow={offset}
          aria-busy={status === 'checking' || status === 'loading'}
          style={{ left: offset }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onKeyDown={onKeyDown}
        >
          <Arrow />
        </Handle>
      </Track>
      <Links>
        <Button variant="text" size="sm" onClick={slider.reload} disabled={status === 'checking'}>
          {t('auth.captcha.sliderRefresh')}
        </Button>
        <Button variant="text" size="sm" onClick={onFallback}>
          {t('auth.captcha.useImage')}
        </Button>
      </Links>
    </Dialog>
  );
}
