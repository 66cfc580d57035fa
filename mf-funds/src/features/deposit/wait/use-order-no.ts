import { useSearchParams } from 'react-router-dom';
import { ORDER_PARAM } from '../utils/wait-route';

/** The order number of a wait page, from its query string (so a reload keeps it); null when absent. */
export function useOrderNo(): string | null {
  const [params] = useSearchParams();
  return params.get(ORDER_PARAM);
}
