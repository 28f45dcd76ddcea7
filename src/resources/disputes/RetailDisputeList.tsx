import { DisputeList } from './list/DisputeList';

/** /disputes/retails: the disputes of retail orders. */
export default function RetailDisputeList() {
  return <DisputeList key="retail" isRetail />;
}
