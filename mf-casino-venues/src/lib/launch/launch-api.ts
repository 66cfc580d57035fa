import { ApiError, request } from '@site/shared/api';
import { ErrorCode, games, type RequestOf, type ResponseOf } from '@site/shared/contract-core';
import { t } from '@site/shared/i18n';
import { showTips } from '@site/shared/ui';

export type LaunchRequest = RequestOf<typeof games.launch>;
export type LaunchAnswer = ResponseOf<typeof games.launch>;

/**
 * Asks the platform to open a venue (SPEC §7 launch). The server moves money in first when
 * the member's auto-transfer is on. Rejects as `request` does (ApiError 6413 / 6415 / …).
 */
export function requestLaunch(input: LaunchRequest): Promise<LaunchAnswer> {
  return request(games.launch, input);
}

/**
 * The venue resource call (SPEC §7). 6302 (uid verification) opens the dialog
 * "数据异常，请重新进入游戏" before rejecting, as SPEC §8 asks; other failures only reject.
 */
export async function requestVenueResource(
  input: RequestOf<typeof games.resource>,
): Promise<ResponseOf<typeof games.resource>> {
  try {
    return await request(games.resource, input);
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === ErrorCode.UID_VERIFICATION) {
      showTips({ msg: t('casino.launch.uidAbnormal') });
    }
    throw error;
  }
}
