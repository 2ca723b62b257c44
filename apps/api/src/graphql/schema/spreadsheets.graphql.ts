/** Spreadsheet imports (issue 17): the organization's import history (types: contracts sheetImportViewSchema). */
export const spreadsheetsSdl = /* GraphQL */ `
  extend type Query {
    "The organization's spreadsheet imports, newest first (module xlsDataUpload)."
    sheetImports: [SheetImport!]!
  }
`;
