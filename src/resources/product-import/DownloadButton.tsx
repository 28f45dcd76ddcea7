import { Button } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { useTranslate } from 'react-admin';
import { ButtonSpinner } from '../../components/loading';

interface DownloadButtonProps {
  /** i18n key of the button. */
  label: string;
  busy: boolean;
  disabled?: boolean;
  onClick: () => void;
}

/** An outlined button that downloads a file, with a spinner while it comes. */
export function DownloadButton({ label, busy, disabled = false, onClick }: DownloadButtonProps) {
  const translate = useTranslate();
  return (
    <Button
      variant="outlined"
      size="small"
      disabled={busy || disabled}
      onClick={onClick}
      startIcon={busy ? <ButtonSpinner /> : <FileDownloadOutlinedIcon />}
      sx={{ textAlign: 'left' }}
    >
      {translate(label)}
    </Button>
  );
}
