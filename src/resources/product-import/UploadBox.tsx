import { useId, useRef, useState, type DragEvent } from 'react';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  FormControl,
  FormControlLabel,
  FormLabel,
  LinearProgress,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { useDataProvider, useTranslate } from 'react-admin';
import { SessionError } from '../../api/errors';
import { IMPORT_KINDS, type ImportJob, type ImportKind } from '../../api/productImport';
import { screenReaderOnly } from '../../components/a11y/screenReaderOnly';
import { PRODUCT_IMPORTS_RESOURCE, type ProductImportsDataProvider } from './handler';
import { kindText, refusalText } from './importText';

const U = 'productImport.upload.';
const ACCEPT = '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';
const ACCEPTED_NAME = /\.(xlsx|csv)$/i;

interface KindChoiceProps {
  kind: ImportKind;
  disabled: boolean;
  onChange: (kind: ImportKind) => void;
}

const isKind = (value: string): value is ImportKind => (IMPORT_KINDS as readonly string[]).includes(value);

/** 'Что загружаете': 'Товары целиком' or 'Цены и остатки', the template the file follows. */
function KindChoice({ kind, disabled, onChange }: KindChoiceProps) {
  const translate = useTranslate();
  const labelId = useId();
  return (
    <FormControl component="fieldset" disabled={disabled} sx={{ mb: 2 }}>
      <FormLabel component="legend" id={labelId}>
        {translate(`${U}kindLabel`)}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        name="import-kind"
        value={kind}
        onChange={(event) => {
          if (isKind(event.target.value)) onChange(event.target.value);
        }}
      >
        {IMPORT_KINDS.map((value) => (
          <FormControlLabel
            key={value}
            value={value}
            control={<Radio />}
            label={kindText(value, translate)}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

export interface UploadBoxProps {
  /** The template the file follows, sent as `kind` with it. */
  kind: ImportKind;
  onKindChange: (kind: ImportKind) => void;
  onUploaded: (job: ImportJob) => void;
}

/**
 * The file to check: what it is ('Товары целиком' or 'Цены и остатки'), then chosen or dropped,
 * .xlsx or .csv. The server checks the content; a name of another kind is refused here with the
 * server's own words, without a trip.
 */
export function UploadBox({ kind, onKindChange, onUploaded }: UploadBoxProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ProductImportsDataProvider>();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  const upload = async (file: File | undefined) => {
    if (!file || uploading) return;
    setRefusal(null);
    if (!ACCEPTED_NAME.test(file.name)) {
      setRefusal(translate(`${U}wrongType`));
      return;
    }
    setUploading(file.name);
    try {
      onUploaded(await dataProvider.upload(PRODUCT_IMPORTS_RESOURCE, { kind, file }));
    } catch (error) {
      if (!(error instanceof SessionError)) setRefusal(refusalText(error, translate, `${U}refused`));
    } finally {
      setUploading(null);
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void upload(event.dataTransfer.files[0]);
  };

  return (
    <Card variant="outlined" sx={{ borderRadius: 3, mb: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate(`${U}heading`)}
        </Typography>
        <KindChoice kind={kind} disabled={uploading !== null} onChange={onKindChange} />
        <Box
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          sx={{
            border: 2,
            borderStyle: 'dashed',
            borderColor: dragging ? 'primary.main' : 'divider',
            borderRadius: 2,
            p: 3,
            textAlign: 'center',
          }}
        >
          <Typography variant="body2" sx={{ mb: 1.5 }}>
            {translate(`${U}dropHint`)}
          </Typography>
          <Button
            onClick={() => input.current?.click()}
            variant="contained"
            size="small"
            startIcon={<UploadFileOutlinedIcon />}
            disabled={uploading !== null}
          >
            {translate(`${U}choose`)}
          </Button>
          <Box sx={screenReaderOnly}>
            <input
              ref={input}
              tabIndex={-1}
              type="file"
              accept={ACCEPT}
              aria-label={translate(`${U}inputLabel`)}
              disabled={uploading !== null}
              onChange={(event) => {
                void upload(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </Box>
        </Box>
        {uploading ? (
          <Box sx={{ mt: 2 }} role="status">
            <Typography variant="body2">{translate(`${U}uploading`, { name: uploading })}</Typography>
            <LinearProgress aria-label={translate(`${U}uploading`, { name: uploading })} sx={{ mt: 1 }} />
          </Box>
        ) : null}
        {refusal ? (
          <Alert severity="error" role="alert" sx={{ mt: 2, overflowWrap: 'anywhere' }}>
            <AlertTitle>{translate(`${U}refused`)}</AlertTitle>
            {refusal}
          </Alert>
        ) : null}
      </CardContent>
    </Card>
  );
}
