// The names the envelope search looks for: where rows, headers, next links, flags and totals live.
// The contract does not document the envelope, so these are the names common APIs use.
export const ROW_KEYS = [
  'data',
  'rows',
  'results',
  'items',
  'records',
  'result',
  'values',
  'content',
  'entries',
  'list',
  'hits',
  'objects',
  'elements',
];
export const HEADER_KEYS = [
  'columns',
  'fields',
  'headers',
  'header',
  'column_names',
  'columnNames',
];
export const NEXT_KEYS = [
  'next',
  'next_url',
  'nextUrl',
  'next_page_url',
  'nextPageUrl',
  'next_link',
  'nextLink',
  'next_href',
  'next_page',
  'nextPage',
  '@odata.nextLink',
  'odata.nextLink',
];
export const HAS_MORE_KEYS = [
  'has_more',
  'hasMore',
  'has_next',
  'hasNext',
  'has_next_page',
  'hasNextPage',
  'more',
];
// Explicit totals win over `count`, which some APIs use for the size of the current page.
export const TOTAL_KEYS = [
  'total',
  'total_count',
  'totalCount',
  'total_rows',
  'totalRows',
  'total_results',
  'totalResults',
  'total_items',
  'totalItems',
  'total_records',
  'totalRecords',
  'total_size',
  'totalSize',
  '@odata.count',
  'count',
  'row_count',
  'rowCount',
];
export const META_KEYS = [
  'meta',
  '_meta',
  'metadata',
  'paging',
  'pagination',
  'page_info',
  'pageInfo',
  'page',
  'info',
];
// Never mistaken for the row array by the "only array in the object" fallback.
export const NOT_ROWS = new Set([
  ...HEADER_KEYS,
  ...META_KEYS,
  'errors',
  'error',
  'warnings',
  'messages',
  'links',
  '_links',
]);
