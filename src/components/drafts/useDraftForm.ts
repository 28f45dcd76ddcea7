import { useCallback, useEffect, useRef, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { clearDraft, readDraft, writeDraft, type DraftOptions } from './storage';

export interface DraftFormProps<V extends FieldValues> extends Omit<UseFormProps<V>, 'defaultValues'> {
  /** The typed values are kept under `draft:<draftKey>` in sessionStorage; null keeps nothing. */
  draftKey: string | null;
  /** The values to start from when there is no draft (or it does not fit them). */
  defaultValues: V;
  draft?: DraftOptions<V>;
}

export type DraftFormReturn<V extends FieldValues> = UseFormReturn<V> & {
  /** Back to `defaultValues`, stored draft forgotten (the user cancelled, or the values were sent). */
  discardDraft: () => void;
};

/**
 * react-hook-form's `useForm` whose values survive the reload that follows a session refresh:
 * a stored draft is the form's first values, and every change is stored again. With a resolver and
 * react-hook-form's default modes, nothing is red before the first submit and, from then on, a
 * field's message follows its value as it is typed.
 */
export function useDraftForm<V extends FieldValues>({
  draftKey,
  defaultValues,
  draft,
  ...props
}: DraftFormProps<V>): DraftFormReturn<V> {
  const [restored] = useState(() => readDraft(draftKey, defaultValues, draft));
  const form = useForm<V>({ ...props, defaultValues: restored as DefaultValues<V> });
  const { subscribe, reset } = form;
  const latest = useRef({ draftKey, defaultValues, draft });
  useEffect(() => {
    latest.current = { draftKey, defaultValues, draft };
  });

  useEffect(() => {
    if (draftKey === null) return undefined;
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => writeDraft(draftKey, values, latest.current.draft),
    });
  }, [subscribe, draftKey]);

  const discardDraft = useCallback(() => {
    const { draftKey: key, defaultValues: initial } = latest.current;
    // After the reset: the reset's own value notice would store the draft again.
    reset(initial);
    clearDraft(key);
  }, [reset]);

  return { ...form, discardDraft };
}
