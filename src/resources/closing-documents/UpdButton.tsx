import { Button } from '@mui/material';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { useTranslate } from 'react-admin';
import { isOrderCompleted } from '../../../rules';
import type { UpdBody } from '../../api/closingDocuments';
import { CLOSING_DOCUMENTS_RESOURCE } from './handler';
import { useDownloadDocument } from './useDownloadDocument';
import { ButtonSpinner } from '../../components/loading';

interface UpdButtonProps {
  kind: UpdBody['kind'];
  orderId: number;
  statusId: number | null;
}

/** 'УПД' of an order page, shown once the order is completed (delivered or completed). */
export function UpdButton({ kind, orderId, statusId }: UpdButtonProps) {
  const translate = useTranslate();
  const { busy, download } = useDownloadDocument(`${translate('closingDocuments.upd.fileName')}.pdf`);
  if (!isOrderCompleted(kind, statusId)) return null;
  return (
    <Button
      size="small"
      variant="outlined"
      aria-busy={busy ? 'true' : undefined}
      title={translate('closingDocuments.upd.hint')}
      startIcon={busy ? <ButtonSpinner /> : <DescriptionOutlinedIcon />}
      onClick={() => void download((p) => p.upd(CLOSING_DOCUMENTS_RESOURCE, { orderId, kind }))}
    >
      {translate('closingDocuments.upd.button')}
    </Button>
  );
}
