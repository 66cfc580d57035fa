import { ApiError, failureText, LoginExpiredError } from '@site/shared/api';
import { ErrorCode } from '@site/shared/contract-core';
import { bus } from '@site/shared/events';
import { t } from '@site/shared/i18n';
import { routePaths } from '@site/shared/routes';
import { checkLogin } from '@site/shared/session';
import { dismissLoading, showLoading, showTips, toast } from '@site/shared/ui';
import { CRTY, decideLaunch, embedsFullLinks, type LaunchAction } from './launch-decision';
import { browserLaunchEnv, type LaunchEnv, type OpenedWindow } from './launch-env';
import { saveCrtyVenueData, saveEmbeddedVenue, saveSlotContent } from './launch-handoff';
import { requestLaunch, type LaunchAnswer } from './launch-api';
import { setLaunching } from './launch-state';

export interface LaunchInput {
  /** The venue's channel code (CRTY, PG, AG, …). */
  enName: string;
  gameCode?: string;
  isActivity?: boolean;
  /** Nav code of the venue when known: TY marks the sport venue (SPEC §8). */
  category?: string;
  /** The game's Chinese name when known: the page that shows it is titled (and its tab named) so. */
  gameName?: string;
}

export type LaunchOutcome = 'guest' | 'busy' | 'launched' | 'failed';

let inFlight = false;

const isSportVenue = (input: LaunchInput) => input.enName.toUpperCase() === CRTY || input.category === 'TY';

/** The /loading interstitial with the url it goes on to (SPEC §2 /loading). */
export function loadingPathFor(url: string): string {
  return `${routePaths.loading}?url=${encodeURIComponent(url)}`;
}

function openInWindow(url: string, early: OpenedWindow | null, env: LaunchEnv): void {
  if (early && !early.closed) {
    early.opener = null;
    early.location.replace(url);
    return;
  }
  const opened = env.openWindow(loadingPathFor(url));
  if (opened) return;
  // The browser blocked a window opened after the answer arrived: one more click opens it.
  showTips({
    msg: t('casino.launch.popupBlocked'),
    isShowCancel: true,
    sureText: t('casino.launch.openGame'),
    onSure: () => void env.openWindow(loadingPathFor(url)),
  });
}

function act(
  action: LaunchAction,
  input: LaunchInput,
  answer: LaunchAnswer,
  early: OpenedWindow | null,
  env: LaunchEnv,
): void {
  if (action.kind !== 'window' && action.kind !== 'origin') early?.close();
  switch (action.kind) {
    case 'crty':
      saveCrtyVenueData({
        url: answer.url,
        channelCode: answer.channelCode,
        venueBalance: answer.venueBalance,
      });
      env.navigate(action.path);
      return;
    case 'embedded':
      saveEmbeddedVenue({ enName: input.enName, url: action.url });
      env.navigate(action.path);
      return;
    case 'window':
    case 'origin':
      openInWindow(action.url, early, env);
      return;
    case 'content':
      saveSlotContent(input.enName, action.content, input.gameName);
      env.navigate(action.path);
      return;
    case 'empty':
      toast.error(t('casino.launch.noUrl'));
  }
}

function reportFailure(error: unknown, input: LaunchInput): void {
  // The api client already logged the member out and opened login.
  if (error instanceof LoginExpiredError) return;
  if (error instanceof ApiError && error.statusCode === ErrorCode.VENUE_ACTIVITY) {
    bus.emit('venue_transfer', {
      channelCode: input.enName,
      message: error.message,
      ...(input.isActivity === undefined ? {} : { isActivity: input.isActivity }),
    });
    return;
  }
  // Maintenance says so even for the sport venue: "log in first" would mislead a member.
  if (error instanceof ApiError && error.statusCode === ErrorCode.VENUE_MAINTENANCE) {
    toast.error(error.message || t('casino.venue.maintenance'));
    return;
  }
  if (isSportVenue(input)) {
    toast.error(t('common.pleaseLoginFirst'));
    return;
  }
  toast.error(failureText(error));
}

/**
 * Enters a venue (SPEC §4 venue launch), the one way every page and the `enter_venue`
 * event open a game: guests get the login prompt; one launch at a time; the answer goes
 * where decideLaunch says; failures as SPEC §8 says; the balance is refreshed after a
 * launch (the server may have auto-transferred). Never throws.
 */
export async function launchVenue(
  input: LaunchInput,
  env: LaunchEnv = browserLaunchEnv,
): Promise<LaunchOutcome> {
  if (!checkLogin({ prompt: true })) return 'guest';
  if (inFlight) return 'busy';
  inFlight = true;
  const key = `${input.enName}|${input.gameCode ?? ''}`;
  setLaunching(key);
  const embeddedGames = env.embeddedGames();
  // A window opened after an awaited call is blocked by most browsers: open the /loading
  // interstitial now when the game will need a window anyway.
  const early =
    input.enName.toUpperCase() !== CRTY && !embedsFullLinks(input.enName, embeddedGames)
      ? env.openWindow(routePaths.loading)
      : null;
  showLoading({ text: t('casino.launch.entering') });
  try {
    const answer = await requestLaunch({
      enName: input.enName,
      ...(input.gameCode ? { gameCode: input.gameCode } : {}),
      ...(input.isActivity === undefined ? {} : { isActivity: input.isActivity }),
    });
    const action = decideLaunch({
      enName: input.enName,
      url: answer.url,
      embeddedGames,
      origin: env.origin(),
      venueEmbeds: answer.embedded,
    });
    act(action, input, answer, early, env);
    bus.emit('refresh_balance');
    return action.kind === 'empty' ? 'failed' : 'launched';
  } catch (error) {
    early?.close();
    reportFailure(error, input);
    return 'failed';
  } finally {
    dismissLoading();
    setLaunching(null);
    inFlight = false;
  }
}
