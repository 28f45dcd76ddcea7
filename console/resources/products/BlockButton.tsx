import { Button, useNotify, useRecordContext, useTranslate, useUpdate } from 'react-admin';
import type { ProductRecord } from '../../app/records';

/**
 * The administrator blocks a product (it goes off sale and the seller cannot activate it) or
 * unblocks it (it stays off until the seller activates it). The PUT takes `isBlocked` only.
 */
export function BlockButton() {
  const record = useRecordContext<ProductRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<ProductRecord>();
  if (!record) return null;
  const isBlocked = !record.isBlocked;
  const label = isBlocked ? 'console.products.block' : 'console.products.unblock';
  const onClick = () =>
    update(
      'products',
      { id: record.id, data: { isBlocked }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () =>
          notify(isBlocked ? 'console.products.blocked' : 'console.products.unblocked', {
            messageArgs: { name: record.name },
          }),
        onError: (error) => notify(error instanceof Error ? error.message : String(error), { type: 'error' }),
      },
    );
  return (
    <Button
      label={translate(label)}
      color={isBlocked ? 'error' : 'primary'}
      disabled={isPending}
      onClick={(event) => {
        event.stopPropagation();
        onClick();
      }}
    />
  );
}
