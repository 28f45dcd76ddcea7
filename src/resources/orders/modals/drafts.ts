import { useDraft, type DraftOptions } from '../../../components/drafts';

/** The wholesale modals with typed fields, keyed `orders:<modal>:<orderId>`. */
export type WholesaleDraftModal = 'cancelation' | 'prolongation' | 'cargo' | 'onWay';
/** The retail modals with typed fields, keyed `retail-orders:<modal>:<orderId>`. */
export type RetailDraftModal = 'changingStatus' | 'shippedRetail' | 'cancel';

export const orderDraftKey = (modal: WholesaleDraftModal, orderId: number): string =>
  `orders:${modal}:${orderId}`;

export const retailDraftKey = (modal: RetailDraftModal, orderId: number): string =>
  `retail-orders:${modal}:${orderId}`;

/**
 * The values of a modal form kept as a draft (see useDraft): `set` one field, and `close` that
 * forgets the draft before calling `onClose` (the user cancelled on purpose).
 */
export function useFormDraft<V extends object>(
  key: string | null,
  initial: V,
  onClose: () => void,
  options?: DraftOptions<V>,
) {
  const [values, setValues, clear] = useDraft<V>(key, initial, options);
  const set = <K extends keyof V>(field: K, value: V[K]) => setValues((v) => ({ ...v, [field]: value }));
  const close = () => {
    clear();
    onClose();
  };
  return { values, setValues, set, close };
}
