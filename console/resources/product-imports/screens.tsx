import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  AutocompleteInput,
  DataTable,
  List,
  NumberField,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleList,
  useTranslate,
} from 'react-admin';
import type { ConsoleProductImport } from '../../../contract';
import { IMPORT_STATUSES } from '../../../rules/statuses';
import { MoscowDateField } from '../../app/components/fields';
import { NEWEST_FIRST, PICKER_SORT, type Choice } from '../../app/choices';
import type { ConsoleResource } from '../../app/resource';
import { useSmallScreen } from '../moderation/screens';

/** Sellers' bulk imports of products, prices and stock (docs/contract/import.md "Console"): counts only. */

const keyed = (prefix: string, ids: readonly string[]): Choice[] =>
  ids.map((id) => ({ id, name: `console.productImports.${prefix}.${id}` }));

const statusChoices = keyed('status', IMPORT_STATUSES);
const kindChoices = keyed('kind', ['prices', 'products']);

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="sellerId" source="sellerId" reference="sellers" sort={PICKER_SORT.sellers} alwaysOn>
    <AutocompleteInput />
  </ReferenceInput>,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
];

function ProductImportList() {
  const small = useSmallScreen();
  const translate = useTranslate();
  return (
    <List filters={filters} sort={NEWEST_FIRST}>
      {small ? (
        <SimpleList<ConsoleProductImport>
          linkType={false}
          primaryText={(r) => r.fileName}
          secondaryText={(r) => r.storeName}
          tertiaryText={(r) => translate(`console.productImports.status.${r.status}`)}
        />
      ) : (
        <DataTable rowClick={false} bulkActionButtons={false}>
          <DataTable.Col source="id" />
          <DataTable.Col source="sellerId" disableSort>
            <ReferenceField source="sellerId" reference="sellers" link="show" />
          </DataTable.Col>
          <DataTable.Col source="fileName" disableSort />
          <DataTable.Col source="kind" disableSort>
            <SelectField source="kind" choices={kindChoices} />
          </DataTable.Col>
          <DataTable.Col source="status" disableSort>
            <SelectField source="status" choices={statusChoices} />
          </DataTable.Col>
          <DataTable.Col source="update" disableSort field={NumberField} />
          <DataTable.Col source="unchanged" disableSort field={NumberField} />
          <DataTable.Col source="errors" field={NumberField} />
          <DataTable.Col source="createdAt">
            <MoscowDateField source="createdAt" showTime />
          </DataTable.Col>
          <DataTable.Col source="appliedAt">
            <MoscowDateField source="appliedAt" showTime emptyText="console.none" />
          </DataTable.Col>
          <DataTable.Col source="undoneAt" disableSort>
            <MoscowDateField source="undoneAt" showTime emptyText="console.none" />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}

export const productImports: ConsoleResource = {
  name: 'product-imports',
  list: ProductImportList,
  icon: UploadFileIcon,
  recordRepresentation: (record: { fileName: string }) => record.fileName,
};
