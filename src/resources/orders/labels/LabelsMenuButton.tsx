import { useId, useState } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import { useTranslate } from 'react-admin';
import { LABEL_FORMATS, type LabelFormat } from '../../../api/labels';
import type { MessageKey } from '../../../i18n/keys';
import { usePrintLabels, type LabelOrder } from './usePrintLabels';
import { ButtonSpinner } from '../../../components/loading';

const FORMAT_KEYS: Record<LabelFormat, MessageKey> = {
  '58x40': 'labels.format.58x40',
  a4: 'labels.format.a4',
};

interface LabelsMenuButtonProps {
  orders: readonly LabelOrder[];
  /** The button's text, translated. */
  label: string;
  variant?: 'outlined' | 'text';
}

/**
 * 'Печать этикеток': a button that opens the choice of format (58 × 40 mm or A4 of 24) and
 * downloads the labels' PDF; a spinner while it comes, focus back on the button after.
 */
export function LabelsMenuButton({ orders, label, variant = 'outlined' }: LabelsMenuButtonProps) {
  const translate = useTranslate();
  const { busy, print } = usePrintLabels();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const open = anchor !== null;
  const close = () => setAnchor(null);

  return (
    <>
      <Button
        id={buttonId}
        size="small"
        variant={variant}
        // Not disabled while the file comes: the menu gives the focus back to this button.
        disabled={orders.length === 0}
        aria-busy={busy ? 'true' : undefined}
        startIcon={busy ? <ButtonSpinner /> : <PrintOutlinedIcon />}
        aria-haspopup="menu"
        aria-expanded={open ? 'true' : undefined}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => {
          if (!busy) setAnchor(event.currentTarget);
        }}
      >
        {label}
      </Button>
      <Menu
        id={menuId}
        open={open}
        anchorEl={anchor}
        onClose={close}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {LABEL_FORMATS.map((format) => (
          <MenuItem
            key={format}
            onClick={() => {
              close();
              void print(orders, format);
            }}
          >
            {translate(FORMAT_KEYS[format])}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
