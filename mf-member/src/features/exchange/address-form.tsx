import { useState } from 'react';
import { memberArea } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { FormError, TextField } from '@site/shared/ui';

export type Address = { receiver: string; phone: string; address: string };

/** Checks an address with the contract's own schema: the same rules and messages as the server. */
export function addressError(a: Address): string | null {
  const parsed = memberArea.addressSchema.safeParse(a);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/** The delivery address of a physical gift. */
export function AddressForm({ value, onChange }: { value: Address; onChange: (next: Address) => void }) {
  const [touched, setTouched] = useState(false);
  const error = touched ? addressError(value) : null;
  const field = (key: keyof Address, label: string, max: number) => (
    <TextField
      label={label}
      value={value[key]}
      maxLength={max}
      onChange={(e) => onChange({ ...value, [key]: e.target.value })}
      onBlur={() => setTouched(true)}
    />
  );
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      {field('receiver', t('memberCentre.exchange.receiver'), 20)}
      {field('phone', t('memberCentre.exchange.phone'), 11)}
      {field('address', t('memberCentre.exchange.address'), 100)}
      <FormError>{error}</FormError>
    </div>
  );
}
