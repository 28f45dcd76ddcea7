import { AutocompleteInput, ReferenceInput, required } from 'react-admin';
import { PICKER_SORT } from '../choices';
import { buyerOptionText } from '../optionText';

export interface BuyerInputProps {
  source: string;
  /** A form's picker must be filled; a list filter's may stay empty. */
  isRequired?: boolean;
  /** In a list's filters: shown at all times (react-admin's filter form reads it). */
  alwaysOn?: boolean;
}

const REQUIRED = [required()];

/**
 * Every buyer picker of the console (forms and list filters): buyers as the seller sees them,
 * the company first, then the person ('ООО Ромашка — Иван Петров'), in that order; typing
 * searches names, companies and e-mails (the buyers resource's `q`).
 */
export function BuyerInput({ source, isRequired = false }: BuyerInputProps) {
  return (
    <ReferenceInput source={source} reference="buyers" sort={PICKER_SORT.buyers}>
      <AutocompleteInput optionText={buyerOptionText} validate={isRequired ? REQUIRED : undefined} />
    </ReferenceInput>
  );
}
