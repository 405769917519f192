import BlockIcon from '@mui/icons-material/Block';
import DownloadIcon from '@mui/icons-material/Download';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { IconButton, Stack, Tooltip } from '@mui/material';
import type { MouseEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { PayStubRow } from '../model/pay-stub-rows';

type Props = {
  row: PayStubRow;
  downloading: boolean;
  onOpen: (row: PayStubRow) => void;
  onDownload: (row: PayStubRow) => void;
  onVoid: (row: PayStubRow) => void;
};

function Action(props: {
  labelId: string;
  icon: ReactNode;
  color?: 'default' | 'error';
  disabled?: boolean;
  testId: string;
  onClick: () => void;
}) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: props.labelId });
  // A row click opens the stub; a button's click is its own.
  const click = (event: MouseEvent) => {
    event.stopPropagation();
    props.onClick();
  };
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          color={props.color ?? 'default'}
          disabled={props.disabled}
          onClick={click}
          data-testid={props.testId}
        >
          {props.icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** A stub's actions in the grid: open it, download its PDF, and void its payment when allowed. */
export function PayStubRowActions({ row, downloading, onOpen, onDownload, onVoid }: Props) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
      <Action
        labelId="payStubs.action.open"
        icon={<VisibilityIcon fontSize="small" />}
        testId="pay-stub-open"
        onClick={() => onOpen(row)}
      />
      <Action
        labelId="payStubs.action.download"
        icon={<DownloadIcon fontSize="small" />}
        disabled={downloading}
        testId="pay-stub-row-download"
        onClick={() => onDownload(row)}
      />
      {row.voidable && (
        <Action
          labelId="payStubs.action.void"
          icon={<BlockIcon fontSize="small" />}
          color="error"
          testId="pay-stub-void"
          onClick={() => onVoid(row)}
        />
      )}
    </Stack>
  );
}
