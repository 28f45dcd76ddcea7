import { useListContext } from 'react-admin';
import { PromotionFailure } from './PromotionFailure';

/** A list page's header: spec section 8's failure text when the list call failed, with a retry. */
export function ListFailure() {
  const { error, refetch } = useListContext();
  return error ? <PromotionFailure onRetry={() => void refetch()} /> : null;
}
