/** Why an uploaded file was refused before any cell was read; the web shows the text of the code. */
export type SheetFileErrorCode =
  | 'FILE_TYPE'
  | 'FILE_TOO_LARGE'
  | 'FILE_ZIP_BOMB'
  | 'FILE_TOO_MANY_CELLS'
  | 'FILE_TOO_MANY_STRINGS'
  | 'FILE_TOO_MANY_ROWS'
  | 'FILE_HAS_MACROS'
  | 'FILE_EXTERNAL_LINKS'
  | 'FILE_ENCRYPTED'
  | 'FILE_TOO_COMPLEX'
  | 'FILE_UNREADABLE';

export const SHEET_FILE_MESSAGES: Readonly<Record<SheetFileErrorCode, string>> = {
  FILE_TYPE: 'Please choose a file with the .xls or .xlsx extension',
  FILE_TOO_LARGE: 'Please choose a file under 100 mb',
  FILE_ZIP_BOMB: 'The file unpacks to far more data than a workbook holds (a zip bomb?)',
  FILE_TOO_MANY_CELLS: 'A sheet of the file declares more cells than can be imported',
  FILE_TOO_MANY_STRINGS: 'The file holds more distinct texts than can be imported',
  FILE_TOO_MANY_ROWS: 'The file holds more rows than one import takes',
  FILE_HAS_MACROS: 'The file contains macros: save it as a workbook without macros',
  FILE_EXTERNAL_LINKS: 'The file links to other files: paste the values in and remove the links',
  FILE_ENCRYPTED: 'The file is password-protected: save it without a password',
  FILE_TOO_COMPLEX: 'The file took too long or too much memory to read',
  FILE_UNREADABLE: 'The file could not be read as a workbook',
};

export class SheetFileError extends Error {
  constructor(
    readonly code: SheetFileErrorCode,
    readonly detail?: string,
  ) {
    super(SHEET_FILE_MESSAGES[code]);
    this.name = 'SheetFileError';
  }
}
