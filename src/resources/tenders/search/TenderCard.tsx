import type { TenderListItem } from '../../../api/tenders';
import { MoneyText } from '../../../components/format';
import { ListCard } from '../../../components/list';
import { TimeLeftText } from '../../../components/timeLeft';
import { NewBadge } from '../shared/cells';
import { orDash, quantityText } from '../shared/quantity';
import { StatusChip } from '../../../components/status';

/** A tender on a phone: title, badge, buyer, category and quantity, time left and budget. */
export function TenderCard({ row }: { row: TenderListItem }) {
  return (
    <ListCard
      title={orDash(row.title)}
      badge={row.isNew ? <NewBadge /> : <StatusChip concept="tender" id={row.statusId} />}
      primary={orDash(row.buyerName)}
      secondary={[row.categoryName, quantityText(row.quantity, row.measureUnit)].filter(Boolean).join(' · ')}
      caption={orDash(row.cityName ?? row.countryName)}
      amount={<MoneyText value={row.budgetTotal} sx={{ fontWeight: 600 }} />}
      footer={<TimeLeftText deadline={row.deadline} variant="inherit" />}
    />
  );
}
