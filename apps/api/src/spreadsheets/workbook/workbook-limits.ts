/** Spec §9: an XLS upload is under 100 MB. */
export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;
/** Rows one import takes (all sheets together): a year of data of a large company, with room. */
export const MAX_SHEET_ROWS = 200_000;
export const MAX_SHEET_ROWS_TEXT = '200 000';
/** Cells a sheet may declare (its dimension) before it is refused unread: 10^9-cell declarations are hostile. */
export const MAX_DECLARED_CELLS = 10_000_000;
/** Uncompressed bytes of all parts of an .xlsx together, and the ratio a part may inflate by (zip bombs). */
export const MAX_UNZIPPED_BYTES = 600 * 1024 * 1024;
export const MAX_INFLATE_RATIO = 200;
/** Entries of the shared-string table (every distinct text of the workbook). */
export const MAX_SHARED_STRINGS = 1_000_000;
/** Memory and time of the worker that parses one upload. */
export const PARSE_HEAP_MB = 256;
export const PARSE_TIMEOUT_MS = 60_000;
