export { keysetFetcher, type FetchedPage, type PageFetcher, type PageRequest } from './fetch-page';
export { ServerDataGrid } from './server-data-grid';
export { useKeysetQuery } from './use-keyset-query';
