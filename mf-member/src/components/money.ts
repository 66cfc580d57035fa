import { formatMoney, yuanTextToFen } from '@site/shared/format';

/** Yuan text from the API ("1234.50") for display: "1,234.50", trailing ".00" removed (SPEC §9). */
export function yuan(text: string): string {
  return formatMoney(yuanTextToFen(text));
}
