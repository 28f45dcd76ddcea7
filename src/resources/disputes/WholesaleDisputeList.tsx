import { DisputeList } from './list/DisputeList';

/** /disputes/wholesales: the disputes of wholesale orders. */
export default function WholesaleDisputeList() {
  return <DisputeList key="wholesale" isRetail={false} />;
}
