import { useCallback, useEffect, useRef, useState } from 'react';
import { requestWithChallenge, request } from '@site/shared/api';
import { auth, type ResponseOf } from '@site/shared/contract';
import { toastCaptchaError } from './captcha-error';

export type Puzzle = ResponseOf<typeof auth.sliderLoad>;
export type SliderStatus = 'loading' | 'ready' | 'checking' | 'passed' | 'missed';

export interface SliderPuzzle {
  puzzle: Puzzle | null;
  status: SliderStatus;
  /** Left edge of the piece, px. */
  offset: number;
  move: (offset: number) => void;
  /** Check the piece where it is now. */
  release: () => void;
  reload: () => void;
}

/** Ms the "missed" state shows before a new puzzle loads. */
const MISS_PAUSE = 700;

/**
 * The self-hosted slider (GeeTest v4 shape): load a puzzle, check the drop with the
 * widget's verify call, then the site's `validateGeeCheck`, whose `codeId` goes into
 * login / register. `onLoadFailed` lets the caller fall back to the image captcha.
 */
export function useSliderPuzzle(onPass: (codeId: string) => void, onLoadFailed: () => void): SliderPuzzle {
  const [puzzle, setPuzzle] = useState<Puzzle | null>(null);
  const [status, setStatus] = useState<SliderStatus>('loading');
  const [offset, setOffset] = useState(0);
  const track = useRef<number[]>([]);
  const live = useRef(true);
  const callbacks = useRef({ onPass, onLoadFailed });
  useEffect(() => {
    callbacks.current = { onPass, onLoadFailed };
  });

  const reload = useCallback(() => {
    setStatus('loading');
    setOffset(0);
    track.current = [];
    request(auth.sliderLoad, {})
      .then((next) => {
        if (!live.current) return;
        setPuzzle(next);
        setStatus('ready');
      })
      .catch((error: unknown) => {
        if (!live.current) return;
        toastCaptchaError('fetch', error);
        callbacks.current.onLoadFailed();
      });
  }, []);

  useEffect(() => {
    live.current = true;
    reload();
    return () => {
      live.current = false;
    };
  }, [reload]);

  const miss = useCallback(
    (kind: 'validation' | 'slider', error: unknown) => {
      toastCaptchaError(kind, error);
      setStatus('missed');
      setTimeout(() => {
        if (live.current) reload();
      }, MISS_PAUSE);
    },
    [reload],
  );

  const move = useCallback(
    (next: number) => {
      if (!puzzle || status !== 'ready') return;
      const max = puzzle.width - puzzle.sliceSize;
      const clamped = Math.max(0, Math.min(max, Math.round(next)));
      setOffset(clamped);
      if (track.current.length < 500) track.current.push(clamped);
    },
    [puzzle, status],
  );

  const release = useCallback(() => {
    if (!puzzle || status !== 'ready') return;
    setStatus('checking');
    const run = async () => {
      const verified = await requestWithChallenge(auth.sliderVerify, {
        lot_number: puzzle.lot_number,
        position: offset,
        track: track.current,
      });
      if (verified.challenge !== null) return miss('validation', verified.message);
      const checked = await requestWithChallenge(auth.validateGeeCheck, {
        ...verified.data,
        validate_way: 'slider',
      });
      if (checked.challenge !== null) return miss('validation', checked.message);
      if (!live.current) return undefined;
      setStatus('passed');
      callbacks.current.onPass(checked.data.codeId);
      return undefined;
    };
    run().catch((error: unknown) => {
      if (live.current) miss('slider', error);
    });
  }, [puzzle, status, offset, miss]);

  return { puzzle, status, offset, move, release, reload };
}
