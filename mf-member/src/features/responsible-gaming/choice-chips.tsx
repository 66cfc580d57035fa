import { useId } from 'react';
import { Chips } from './layout';

export interface ChoiceChipsProps<V extends string | number> {
  /** The group's accessible name. */
  label: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
  disabled?: boolean;
}

/** A radio group shown as pills: the reality-check interval, a break's length. */
export function ChoiceChips<V extends string | number>({
  label,
  options,
  value,
  onChange,
  disabled = false,
}: ChoiceChipsProps<V>) {
  const name = useId();
  return (
    <Chips role="radiogroup" aria-label={label}>
      {options.map((o) => (
        <label key={String(o.value)}>
          <input
            type="radio"
            name={name}
            checked={o.value === value}
            disabled={disabled}
            onChange={() => onChange(o.value)}
          />
          <span>{o.label}</span>
        </label>
      ))}
    </Chips>
  );
}
