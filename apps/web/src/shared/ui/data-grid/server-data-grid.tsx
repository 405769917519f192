import { Alert, Box, Button, Typography } from '@mui/material';
import {
  DataGrid,
  type GridColDef,
  type GridRowId,
  type GridRowIdGetter,
  type GridRowSelectionModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import type { QueryKey } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { failureDetail } from '@web/shared/http/http-client';
import { layout } from '@web/shared/theme/breakpoints';
import type { PageFetcher } from './fetch-page';
import { useKeysetQuery } from './use-keyset-query';

type Props<Row extends GridValidRowModel> = {
  columns: GridColDef<Row>[];
  queryKey: QueryKey;
  fetchPage: PageFetcher<Row>;
  getRowId?: GridRowIdGetter<Row>;
  /** Catalogue id of the text shown when the list is empty. */
  emptyMessageId?: string;
  /** Catalogue id of the text shown when the list cannot be loaded. */
  errorMessageId?: string;
  /** Show the server's detail text instead, when it sent one (e.g. company listing, spec §8). */
  showServerDetail?: boolean;
  pageSize?: number;
  pageSizeOptions?: number[];
  onRowClick?: (row: Row) => void;
  /** Accessible name of the table. */
  ariaLabel: string;
  /**
   * Long texts (a period, a holiday's name, a file name) wrap and the row grows to hold them,
   * instead of being cut with an ellipsis where a reader needs the whole.
   */
  wrapCells?: boolean;
  /**
   * Checkboxes to choose rows: the chosen ids (kept while other pages are shown) and what a
   * click changes, as the grid reports it for the rows of the page on screen.
   */
  selection?: {
    ids: ReadonlySet<GridRowId>;
    onChange: (model: GridRowSelectionModel, pageRows: readonly Row[]) => void;
  };
};

// A row keeps its usual height at least; the cell's content centres in it as before.
const wrappingCells = {
  '& .MuiDataGrid-cell': {
    display: 'flex',
    alignItems: 'center',
    minHeight: layout.dataGridRowHeight,
    py: 0.75,
    lineHeight: 1.43,
    whiteSpace: 'normal',
    overflowWrap: 'anywhere',
  },
  '& .MuiDataGrid-cell--textRight': { justifyContent: 'flex-end' },
  '& .MuiDataGrid-cell--textCenter': { justifyContent: 'center' },
  // A long heading in another language takes two lines rather than an ellipsis.
  '& .MuiDataGrid-columnHeaderTitle': { whiteSpace: 'normal', lineHeight: 1.2 },
  // Chips' labels wrap too (a holiday's name, a year without tax figures).
  '& .MuiDataGrid-cell .MuiChip-root': { height: 'auto', minHeight: 24, maxWidth: '100%' },
  '& .MuiDataGrid-cell .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
} as const;

function EmptyOverlay({ messageId }: { messageId: string }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', height: '100%' }}>
      <Typography color="text.secondary">
        <FormattedMessage id={messageId} />
      </Typography>
    </Box>
  );
}

/**
 * A MUI X Data Grid over a keyset-paginated endpoint (Page-Key cursors in headers): server-side
 * pages, row height 54, and loading, empty and error states.
 */
export function ServerDataGrid<Row extends GridValidRowModel>(props: Props<Row>) {
  const {
    columns,
    queryKey,
    fetchPage,
    pageSize = 20,
    pageSizeOptions = [10, 20, 50, 100],
  } = props;
  const list = useKeysetQuery({ queryKey, fetchPage, initialPageSize: pageSize });
  const intl = useIntl();
  const emptyMessageId = props.emptyMessageId ?? 'dataGrid.empty';
  return (
    <Box>
      {list.query.isError && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void list.query.refetch()}>
              <FormattedMessage id="common.retry" />
            </Button>
          }
        >
          {props.showServerDetail ? (
            failureDetail(
              list.query.error,
              intl.formatMessage({ id: props.errorMessageId ?? 'dataGrid.error' }),
            )
          ) : (
            <FormattedMessage id={props.errorMessageId ?? 'dataGrid.error'} />
          )}
        </Alert>
      )}
      <DataGrid<Row>
        aria-label={props.ariaLabel}
        columns={columns}
        rows={list.rows}
        getRowId={props.getRowId}
        rowHeight={layout.dataGridRowHeight}
        getRowHeight={props.wrapCells ? () => 'auto' : undefined}
        loading={list.query.isFetching}
        paginationMode="server"
        rowCount={list.totalItems}
        paginationMeta={{ hasNextPage: list.hasNextPage }}
        paginationModel={{ page: list.pageIndex, pageSize: list.pageSize }}
        pageSizeOptions={pageSizeOptions}
        onPaginationModelChange={(model) => {
          if (model.pageSize !== list.pageSize) list.changePageSize(model.pageSize);
          else list.goToPage(model.page);
        }}
        onRowClick={props.onRowClick ? (params) => props.onRowClick?.(params.row) : undefined}
        {...(props.selection
          ? {
              checkboxSelection: true,
              keepNonExistentRowsSelected: true,
              rowSelectionModel: { type: 'include', ids: new Set(props.selection.ids) },
              onRowSelectionModelChange: (model: GridRowSelectionModel) =>
                props.selection?.onChange(model, list.rows),
            }
          : {})}
        disableColumnFilter
        disableRowSelectionOnClick
        autoHeight
        slots={{ noRowsOverlay: () => <EmptyOverlay messageId={emptyMessageId} /> }}
        sx={{
          '& .MuiDataGrid-row': { cursor: props.onRowClick ? 'pointer' : 'default' },
          ...(props.wrapCells ? wrappingCells : {}),
        }}
      />
    </Box>
  );
}
