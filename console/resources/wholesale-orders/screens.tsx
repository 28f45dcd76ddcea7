import ReceiptIcon from '@mui/icons-material/ReceiptLong';
import { orderList } from '../../app/components/OrderList';
import type { ConsoleResource } from '../../app/resource';
import type { WholesaleOrderRecord } from '../../app/records';
import { WholesaleOrderCreate } from './WholesaleOrderCreate';
import { WholesaleOrderShow } from './WholesaleOrderShow';

export const wholesaleOrders: ConsoleResource = {
  name: 'wholesale-orders',
  list: orderList({ market: 'wholesale', numberSource: 'invoiceNumber', amountSource: 'totalAmount' }),
  show: WholesaleOrderShow,
  create: WholesaleOrderCreate,
  icon: ReceiptIcon,
  recordRepresentation: (record: WholesaleOrderRecord) => record.invoiceNumber ?? String(record.id),
};
