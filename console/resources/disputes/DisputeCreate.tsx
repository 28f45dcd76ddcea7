import {
  AutocompleteInput,
  BooleanInput,
  Create,
  FileField,
  FileInput,
  FormDataConsumer,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
  maxLength,
  required,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { NEWEST_FIRST } from '../../app/choices';
import { orderOptionText } from '../../app/optionText';
import { notBlank } from '../../app/validation';
import { DELIVERED_STATUS, disputeReasonChoices } from './choices';
import { DOCUMENT_TYPES, FILE_MAX_BYTES, toDataUrlFiles } from './files';

/** The POST body (docs/contract/console.md, disputes): the picked files become data URLs. */
async function toDisputeBody(data: RaRecord) {
  return {
    orderId: data.orderId,
    isRetail: data.isRetail === true,
    reasonId: data.reasonId,
    claim: data.claim,
    files: await toDataUrlFiles(data.files),
  };
}

const defaults = { isRetail: false, reasonId: 3 };

/**
 * The buyer opens a dispute on a delivered order (wholesale 6, retail 4) without an open dispute
 * (the API's `hasOpenDispute: false`: else it answers 409), with a claim and files. Orders are
 * named so a person can pick one: number, invoice, store, buyer and sum.
 */
export function DisputeCreate() {
  const translate = useTranslate();
  return (
    <Create title="console.create.dispute" transform={toDisputeBody} redirect="show">
      <SimpleForm defaultValues={defaults}>
        <BooleanInput source="isRetail" />
        <FormDataConsumer>
          {({ formData }) => {
            const market = formData.isRetail === true ? 'retail' : 'wholesale';
            return (
              <ReferenceInput
                key={market}
                source="orderId"
                reference={`${market}-orders`}
                filter={{ statusId: DELIVERED_STATUS[market], hasOpenDispute: false }}
                sort={NEWEST_FIRST}
              >
                <AutocompleteInput
                  optionText={orderOptionText(market, translate)}
                  validate={required()}
                  helperText="console.disputes.deliveredOnly"
                  fullWidth
                />
              </ReferenceInput>
            );
          }}
        </FormDataConsumer>
        <SelectInput source="reasonId" choices={disputeReasonChoices} validate={required()} />
        <TextInput
          source="claim"
          multiline
          minRows={3}
          fullWidth
          validate={[required(), notBlank, maxLength(2000)]}
        />
        <FileInput source="files" multiple accept={DOCUMENT_TYPES} maxSize={FILE_MAX_BYTES}>
          <FileField source="src" title="title" />
        </FileInput>
      </SimpleForm>
    </Create>
  );
}
