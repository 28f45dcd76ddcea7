import { useRecordContext } from 'react-admin';
import { ApproveRejectButtons, type DecisionTexts } from '../../app/components/ApproveRejectButtons';

interface DecidableRecord {
  id: number;
  status: 'pending' | 'approved' | 'rejected';
  reason: string | null;
}

const TEXTS: DecisionTexts = {
  approve: 'console.moderation.approve',
  reject: 'console.moderation.reject',
  reason: 'console.moderation.reason',
  approved: 'console.moderation.approved',
  rejected: 'console.moderation.rejected',
};

/**
 * Approve, or reject with a reason, a pending record of `resource` (`PUT {status, reason}`):
 * the moderation queue and account deletion requests. Nothing for a decided record.
 */
export function DecisionButtons({ resource }: { resource: 'moderation' | 'account-deletions' }) {
  const record = useRecordContext<DecidableRecord>();
  if (!record || record.status !== 'pending') return null;
  return <ApproveRejectButtons resource={resource} texts={TEXTS} reasonMax={1000} />;
}
