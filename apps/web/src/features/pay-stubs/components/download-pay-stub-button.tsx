import DownloadIcon from '@mui/icons-material/Download';
import { Button, type ButtonProps } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import type { StubOwner } from '../api/pay-stub-keys';
import { usePayStubDownload } from './use-pay-stub-download';

type Props = { owner: StubOwner; stubId: string; variant?: ButtonProps['variant'] };

/** Download PDF: saves the stub as pay_stub_{id}.pdf. */
export function DownloadPayStubButton({ owner, stubId, variant = 'contained' }: Props) {
  const download = usePayStubDownload(owner);
  return (
    <Button
      variant={variant}
      startIcon={<DownloadIcon />}
      disabled={download.isPending}
      onClick={() => download.start(stubId)}
      data-testid="pay-stub-download"
    >
      <FormattedMessage id="payStubs.download" />
    </Button>
  );
}
