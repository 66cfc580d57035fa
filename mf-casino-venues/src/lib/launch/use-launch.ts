import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { setLaunchNavigator } from './launch-env';
import { launchVenue, type LaunchInput, type LaunchOutcome } from './launch-venue';
import { useLaunchingKey } from './launch-state';

export interface UseLaunch {
  launch: (input: LaunchInput) => Promise<LaunchOutcome>;
  /** True while this venue / game is being launched. */
  isLaunching: (enName: string, gameCode?: string) => boolean;
}

/** The launch of a page: registers the page's router for in-app navigation. */
export function useLaunch(): UseLaunch {
  const navigate = useNavigate();
  const launching = useLaunchingKey();
  useEffect(() => {
    const go = (path: string) => void navigate(path);
    setLaunchNavigator(go);
    return () => setLaunchNavigator(null);
  }, [navigate]);
  const launch = useCallback((input: LaunchInput) => launchVenue(input), []);
  const isLaunching = useCallback(
    (enName: string, gameCode?: string) => launching === `${enName}|${gameCode ?? ''}`,
    [launching],
  );
  return { launch, isLaunching };
}
