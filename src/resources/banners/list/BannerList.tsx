import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { DataTable, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Banner } from '../../../api/banners';
import { BANNERS_PAGE_SIZE } from '../../../api/bannersPayloads';
import { MoneyText } from '../../../components/format';
import { EmptyState, ListCard, ListPage } from '../../../components/list';
import { StatusChip } from '../../../components/status';
import { BANNERS_RESOURCE } from '../handler';
import { REQUEST_BANNER_PATH } from '../paths';
import { bannersExport } from './bannerCsv';
import { bannerFilters } from './bannerFilters';
import {
  BannerLink,
  BannerThumbnail,
  periodText,
  PositionCell,
  positionDetails,
  positionName,
} from './cells';
import { PaymentOutcome } from './PaymentOutcome';

const C = 'banners.list.columns.';
const SORT = { field: 'id', order: 'DESC' } as const;
const Column = DataTable.Col<Banner>;

function BannerCard({ row }: { row: Banner }) {
  const translate = useTranslate();
  return (
    <ListCard
      title={positionName(row.position)}
      badge={<StatusChip concept="advert" id={row.advertStatus} size="small" />}
      primary={positionDetails(translate, row.position)}
      secondary={row.declineReason ?? (row.link || undefined)}
      caption={periodText(translate, row)}
      amount={<MoneyText value={row.price} />}
    />
  );
}

function RequestButton() {
  const translate = useTranslate();
  return (
    <Button component={RouterLink} to={REQUEST_BANNER_PATH} variant="contained" startIcon={<AddIcon />}>
      {translate('banners.list.request')}
    </Button>
  );
}

/**
 * /marketing/banners: the seller's banners (GetBanners), newest first, with their advert status;
 * filters status and showing dates in the URL; the outcome of a payment the seller returns from.
 */
export default function BannerList() {
  const translate = useTranslate();
  return (
    <ListPage<Banner>
      resource={BANNERS_RESOURCE}
      filters={bannerFilters}
      perPage={BANNERS_PAGE_SIZE}
      sort={SORT}
      header={<PaymentOutcome />}
      export={bannersExport}
      actions={<RequestButton />}
      empty={<EmptyState title="banners.list.empty" hint="banners.list.emptyHint" />}
      tableLabel="banners.list.tableLabel"
      card={(row) => <BannerCard row={row} />}
    >
      <Column
        source="bannerFilePath"
        label={`${C}image`}
        disableSort
        render={(row) => <BannerThumbnail row={row} />}
      />
      <Column
        source="position"
        label={`${C}position`}
        disableSort
        render={(row) => <PositionCell row={row} />}
      />
      <Column
        source="dateFrom"
        label={`${C}period`}
        disableSort
        render={(row) => periodText(translate, row)}
      />
      <Column
        source="price"
        label={`${C}price`}
        disableSort
        render={(row) => <MoneyText value={row.price} />}
      />
      <Column source="link" label={`${C}link`} disableSort render={(row) => <BannerLink link={row.link} />} />
      <Column
        source="advertStatus"
        label={`${C}status`}
        disableSort
        render={(row) => <StatusChip concept="advert" id={row.advertStatus} size="small" />}
      />
      <Column
        source="declineReason"
        label={`${C}declineReason`}
        disableSort
        render={(row) => row.declineReason ?? ''}
      />
    </ListPage>
  );
}
