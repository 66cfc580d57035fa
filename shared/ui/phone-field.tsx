import { useMemo, type ReactNode } from 'react';
import styled from 'styled-components';
import { useEndpoint } from '../api';
import type { CountryArea } from '../contract';
import { site } from '../contract/core';
import { t } from '../i18n';
import { DEFAULT_PHONE_REGEX, PHONE_MAX } from '../contract/limits';
import { Select } from './select';
import { TextField } from './text-field';

export const DEFAULT_AREA_CODE = '+86';

/**
 * The country areas with their phone regex (site/countryArea/queryCountryArea); mainland
 * China (+86) first and always present, so a form works while the list loads or fails.
 */
export function useCountryAreas(): CountryArea[] {
  const { data } = useEndpoint(site.queryCountryArea, {});
  return useMemo(() => {
    const list = data ?? [];
    const mainland = list.find((a) => a.areaCode === DEFAULT_AREA_CODE) ?? {
      areaName: t('ui.mainland'),
      areaCode: DEFAULT_AREA_CODE,
      regex: DEFAULT_PHONE_REGEX,
    };
    return [mainland, ...list.filter((a) => a.areaCode !== DEFAULT_AREA_CODE)];
  }, [data]);
}

const PhoneRow = styled.div`
  display: grid;
  grid-template-columns: minmax(120px, 160px) 1fr;
  gap: 8px;
  align-items: start;
`;

export interface PhoneFieldProps {
  areas: CountryArea[];
  areaCode: string;
  onAreaChange: (areaCode: string) => void;
  phone: string;
  onPhoneChange: (phone: string) => void;
  error?: ReactNode;
  areaLabel: ReactNode;
  phoneLabel: ReactNode;
  placeholder?: string;
  size?: 'md' | 'lg';
}

/** Country area (with its regex) and the phone number, side by side (SPEC §5: max 11). */
export function PhoneField({
  areas,
  areaCode,
  onAreaChange,
  phone,
  onPhoneChange,
  error,
  areaLabel,
  phoneLabel,
  placeholder,
  size = 'md',
}: PhoneFieldProps) {
  return (
    <PhoneRow>
      <Select
        label={areaLabel}
        size={size}
        value={areaCode}
        options={areas.map((a) => ({ value: a.areaCode, label: `${a.areaName} ${a.areaCode}` }))}
        onChange={(e) => onAreaChange(e.target.value)}
      />
      <TextField
        label={phoneLabel}
        placeholder={placeholder}
        size={size}
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={PHONE_MAX}
        value={phone}
        error={error}
        onChange={(e) => onPhoneChange(e.target.value)}
      />
    </PhoneRow>
  );
}
