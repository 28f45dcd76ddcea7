import { useRecordContext } from 'react-admin';
import { ApproveRejectButtons, type DecisionTexts } from '../../app/components/ApproveRejectButtons';

const TEXTS: DecisionTexts = {
  approve: 'console.marketing.approve',
  reject: 'console.marketing.decline',
  reason: 'console.marketing.reason',
  reasonHint: 'console.marketing.reasonHint',
  approved: 'console.marketing.approved',
  rejected: 'console.marketing.declined',
};

/** 'Одобрить', or 'Отклонить' with a reason, a paid banner awaiting approval (`PUT {status, reason}`). */
export function BannerDecision() {
  const record = useRecordContext<{ id: number; state: string }>();
  if (!record || record.state !== 'awaitingApproval') return null;
  return <ApproveRejectButtons resource="banners" texts={TEXTS} reasonMax={500} />;
}
