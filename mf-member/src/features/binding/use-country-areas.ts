import { useMemo } from 'react';
import { useEndpoint } from '@site/shared/api';
import { site, type CountryArea } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { DEFAULT_PHONE_REGEX } from '@site/shared/validation';

export const DEFAULT_AREA_CODE = '+86';

/**
 * The country areas with their phone regex (site/countryArea/queryCountryArea); mainland
 * China (+86) first and always present, so the form works while the list loads or fails.
 */
export function useCountryAreas(): CountryArea[] {
  const { data } = useEndpoint(site.queryCountryArea, {});
  return useMemo(() => {
    const list = data ?? [];
    const mainland = list.find((a) => a.areaCode === DEFAULT_AREA_CODE) ?? {
      areaName: t('member.binding.mainland'),
      areaCode: DEFAULT_AREA_CODE,
      regex: DEFAULT_PHONE_REGEX,
    };
    return [mainland, ...list.filter((a) => a.areaCode !== DEFAULT_AREA_CODE)];
  }, [data]);
}
