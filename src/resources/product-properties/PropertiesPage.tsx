import { useState } from 'react';
import { Alert, Box, Button, Card, LinearProgress, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useGetList, useTranslate } from 'react-admin';
import type { StoreProperty } from '../../api/properties';
import { ConfirmDialog } from '../../components/dialogs';
import { EmptyState } from '../../components/list';
import { PRODUCT_PROPERTIES_RESOURCE } from './handler';
import { useRouteTitle } from '../../routes/routeTitle';
import { PropertiesTable } from './PropertiesTable';
import { PropertyDialog } from './PropertyDialog';
import { usePropertyMutations } from './usePropertyMutations';

const P = 'products.properties.';
/** Every property of the store at once (GetProperty answers them all, by key). */
const ALL = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'propertyKey', order: 'ASC' } } as const;

type Editing = { property: StoreProperty | null } | null;

/**
 * /products/property: the store's properties of product options (key and values), added,
 * edited and removed here; the product form offers their values per option.
 */
export default function PropertiesPage() {
  const translate = useTranslate();
  const title = useRouteTitle();
  const { data, isPending } = useGetList<StoreProperty>(PRODUCT_PROPERTIES_RESOURCE, ALL);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<StoreProperty | null>(null);
  const close = () => {
    setEditing(null);
    setRemoving(null);
  };
  const mutations = usePropertyMutations(close);
  const closeDialogs = () => {
    mutations.clearRefusal();
    close();
  };
  return (
    <Box sx={{ py: 3 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1, gap: 2 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Button
          variant="contained"
          size="small"
          startIcon={<AddIcon />}
          onClick={() => setEditing({ property: null })}
        >
          {translate(`${P}add`)}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(`${P}intro`)}
      </Typography>
      <Card variant="outlined" sx={{ borderRadius: 3, overflowX: 'auto' }}>
        {isPending ? (
          <LinearProgress />
        ) : data && data.length > 0 ? (
          <PropertiesTable
            properties={data}
            onEdit={(property) => setEditing({ property })}
            onRemove={setRemoving}
          />
        ) : (
          <EmptyState title={`${P}empty`} />
        )}
      </Card>
      {editing ? (
        <PropertyDialog
          property={editing.property}
          saving={mutations.isPending}
          refusal={mutations.refusal}
          onSave={(input) => mutations.save(editing.property, input)}
          onClose={closeDialogs}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={removing ? translate(`${P}removeTitle`, { key: removing.propertyKey }) : ''}
        content={
          <>
            <Typography variant="body2">{translate(`${P}removeText`)}</Typography>
            {mutations.refusal ? (
              <Alert severity="error" role="alert" sx={{ mt: 2 }}>
                {mutations.refusal}
              </Alert>
            ) : null}
          </>
        }
        confirmText={translate(`${P}remove`)}
        confirmColor="error"
        loading={mutations.isPending}
        onConfirm={() => removing && mutations.remove(removing)}
        onClose={closeDialogs}
      />
    </Box>
  );
}
