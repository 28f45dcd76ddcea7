import { useEffect, type ReactElement } from 'react';
import { useFormContext } from 'react-hook-form';
import { useListContext } from 'react-admin';

type SyncValidator = (value: unknown, values: Record<string, unknown>) => unknown;

interface FilterProps {
  source?: unknown;
  validate?: unknown;
}

const validatorsOf = (validate: unknown): SyncValidator[] => {
  const list = Array.isArray(validate) ? (validate as unknown[]) : [validate];
  return list.filter((item): item is SyncValidator => typeof item === 'function');
};

/**
 * Whether the filter values break a rule of the filter inputs (their `validate` props, run
 * synchronously): values typed in the form never reach the list while invalid, and this keeps
 * values read from a link or a saved preset to the same rules.
 */
export function filterValuesInvalid(
  filters: readonly ReactElement[],
  values: Record<string, unknown>,
): boolean {
  return filters.some((filter) => {
    const { source, validate } = filter.props as FilterProps;
    if (typeof source !== 'string') return false;
    return validatorsOf(validate).some((rule) => {
      const message = rule(values[source], values);
      return message !== undefined && message !== null && message !== '' && !(message instanceof Promise);
    });
  });
}

/**
 * Shows the messages of filter values the form did not type (from a link or a preset): a filter
 * form child that validates the fields that have a value whenever the list's values change.
 */
export function RevealFilterErrors(_props: { source: string; alwaysOn?: boolean }) {
  const { filterValues } = useListContext();
  const { trigger } = useFormContext();
  const key = JSON.stringify(filterValues ?? {});
  useEffect(() => {
    const names = Object.keys(JSON.parse(key) as Record<string, unknown>);
    if (names.length === 0) return undefined;
    // After the filter form (this component's parent) has reset its fields to the list's values.
    const timer = window.setTimeout(() => void trigger(names), 0);
    return () => window.clearTimeout(timer);
  }, [key, trigger]);
  return null;
}
