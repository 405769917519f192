import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  AlertTitle,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useId, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Ltr } from '@web/shared/ui/ltr';
import { useImportReturns } from '../api/import-returns';
import { refusalDetail } from '../model/ach-failure';
import { ReturnsResult } from './returns-result';

type Props = { open: boolean; onClose: () => void };

/** Upload the bank's return file (its text) and show which payments it failed. */
export function ImportReturnsDialog({ open, onClose }: Props) {
  const titleId = useId();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [readFailed, setReadFailed] = useState(false);
  const importing = useImportReturns();
  const close = () => {
    setFile(null);
    setReadFailed(false);
    importing.reset();
    onClose();
  };
  const submit = async () => {
    if (!file) return;
    let text: string;
    try {
      text = await file.text();
    } catch {
      setReadFailed(true);
      return;
    }
    importing.mutate(text);
  };
  const detail = importing.isError ? refusalDetail(importing.error) : null;
  return (
    <Dialog
      open={open}
      onClose={importing.isPending ? undefined : close}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
    >
      <DialogTitle id={titleId}>
        <FormattedMessage id="achFiles.import.title" />
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <DialogContentText>
            <FormattedMessage id="achFiles.import.hint" />
          </DialogContentText>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <input
              ref={input}
              id={inputId}
              type="file"
              accept=".txt,.ach,text/plain"
              hidden
              data-testid="return-file-input"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setReadFailed(false);
                importing.reset();
              }}
            />
            <Button
              variant="outlined"
              startIcon={<UploadFileIcon />}
              onClick={() => input.current?.click()}
              disabled={importing.isPending}
            >
              <FormattedMessage id="achFiles.import.choose" />
            </Button>
            <Typography color={file ? 'text.primary' : 'text.secondary'} data-testid="chosen-file">
              {file ? <Ltr>{file.name}</Ltr> : <FormattedMessage id="achFiles.import.noFile" />}
            </Typography>
          </Stack>
          {readFailed && (
            <Alert severity="error">
              <FormattedMessage id="achFiles.error.readFile" />
            </Alert>
          )}
          {importing.isError && (
            <Alert severity="error" role="alert">
              <AlertTitle>
                <FormattedMessage id="achFiles.error.import" />
              </AlertTitle>
              {detail}
            </Alert>
          )}
          {importing.data && <ReturnsResult result={importing.data} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={importing.isPending}>
          <FormattedMessage id="common.close" />
        </Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={!file || importing.isPending || importing.isSuccess}
          startIcon={importing.isPending ? <CircularProgress size={16} color="inherit" /> : null}
        >
          <FormattedMessage id="achFiles.import.submit" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
