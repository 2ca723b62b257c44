import { MAX_SHEET_ROWS_TEXT } from './workbook-limits.js';

/** The instructions sheet of a template, in the user's language (first line: the sheet's name). */
export const TEMPLATE_INSTRUCTIONS = {
  pl: [
    ['Instrukcja'],
    ['Jak wypełnić arkusz GHG Ledger'],
    [''],
    ['1. Każda zakładka to jedna tabela sekcji. Nie zmieniaj nazw zakładek ani nagłówków kolumn.'],
    ['2. Jeden wiersz to jedna pozycja. Kolumny oznaczone * są wymagane.'],
    ['3. Miesiąc wpisz jako MM-RRRR (np. 05-2025). Miesiąc nie może być w przyszłości ani zablokowany.'],
    ['4. Kolumny z listą wybierz z listy rozwijanej (w pliku .xls wpisz nazwę z listy w aplikacji).'],
    ['5. Liczby wpisuj bez jednostek; przecinek lub kropka jako separator dziesiętny.'],
    ['6. Kolumny kg CO2e, Źródło wskaźnika i ID wiersza wypełnia aplikacja: zostaw je puste.'],
    ['7. Wiersz przykładowy (ID wiersza „example”) jest pomijany przy imporcie.'],
    [`8. Plik .xls lub .xlsx, poniżej 100 MB, najwyżej ${MAX_SHEET_ROWS_TEXT} wierszy.`],
    ['9. Import dodaje wszystkie wiersze albo żadnego: przy błędzie zobaczysz listę komórek do poprawy.'],
  ],
  en: [
    ['Instructions'],
    ['How to fill in a GHG Ledger sheet'],
    [''],
    ['1. Each tab is one table of a section. Do not rename the tabs or the column headers.'],
    ['2. One row is one entry. Columns marked * are required.'],
    ['3. Write the month as MM-YYYY (for example 05-2025). It cannot be in the future or a blocked month.'],
    ['4. Pick enumerated columns from the drop-down (in an .xls file type a name from the list in the app).'],
    ['5. Type numbers without units; comma or dot as the decimal separator.'],
    ['6. The kg CO2e, Factor source and Row ID columns are filled by the app: leave them empty.'],
    ['7. The example row (Row ID "example") is skipped on import.'],
    [`8. An .xls or .xlsx file, under 100 MB, at most ${MAX_SHEET_ROWS_TEXT} rows.`],
    ['9. An import adds every row or none: on an error you see the list of cells to correct.'],
  ],
} as const;
