import { useState } from 'react';
import { useCreate, useDelete, useTranslate, useUpdate } from 'react-admin';
import { SessionError } from '../../api/errors';
import { isActionRefusal } from '../../api/orders';
import type { StoreProperty } from '../../api/properties';
import { PRODUCT_PROPERTIES_RESOURCE, type PropertyInput } from './handler';
import { useToast } from '../../components/toast';

const P = 'products.properties.';
const PESSIMISTIC = { mutationMode: 'pessimistic' } as const;

/**
 * Adding, replacing and removing properties through the `product-properties` resource. Success:
 * `onDone`, a toast, the list re-read (react-admin invalidates the resource). A refusal (-1: a
 * duplicate key, a property that is gone) is kept in `refusal` for the open dialog.
 */
export function usePropertyMutations(onDone: () => void) {
  const toast = useToast();
  const translate = useTranslate();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [create, created] = useCreate<StoreProperty>();
  const [update, updated] = useUpdate<StoreProperty>();
  const [remove, removed] = useDelete<StoreProperty>();

  const callbacks = (success: string, failed?: string) => ({
    ...PESSIMISTIC,
    onSuccess: () => {
      setRefusal(null);
      onDone();
      toast.success(translate(`${P}${success}`));
    },
    onError: (error: unknown) => {
      // DeleteProperty is ours and silent: any other failure of it is said here, not on /error-page.
      if (!isActionRefusal(error)) {
        if (failed && !(error instanceof SessionError)) toast.error(translate(`${P}${failed}`));
        return;
      }
      setRefusal(error.errorMessage?.trim() || translate('common.toast.somethingWrong'));
    },
  });

  const save = (property: StoreProperty | null, input: PropertyInput) => {
    setRefusal(null);
    if (property) {
      void update(
        PRODUCT_PROPERTIES_RESOURCE,
        { id: property.id, data: input, previousData: property },
        callbacks('saved'),
      );
    } else {
      void create(PRODUCT_PROPERTIES_RESOURCE, { data: input }, callbacks('added'));
    }
  };

  const removeProperty = (property: StoreProperty) => {
    setRefusal(null);
    void remove(
      PRODUCT_PROPERTIES_RESOURCE,
      { id: property.id, previousData: property },
      callbacks('removed', 'removeFailed'),
    );
  };

  return {
    save,
    remove: removeProperty,
    refusal,
    clearRefusal: () => setRefusal(null),
    isPending: created.isPending || updated.isPending || removed.isPending,
  };
}
