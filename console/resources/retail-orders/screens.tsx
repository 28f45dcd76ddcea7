import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import { orderList } from '../../app/components/OrderList';
import type { ConsoleResource } from '../../app/resource';
import type { RetailOrderRecord } from '../../app/records';
import { RetailOrderCreate } from './RetailOrderCreate';
import { RetailOrderShow } from './RetailOrderShow';

export const retailOrders: ConsoleResource = {
  name: 'retail-orders',
  list: orderList({ market: 'retail', numberSource: 'number', amountSource: 'amount' }),
  show: RetailOrderShow,
  create: RetailOrderCreate,
  icon: ShoppingBagIcon,
  recordRepresentation: (record: RetailOrderRecord) => record.number,
};
