import type { ValidationCode } from './validation-codes.js';

/** The spec's messages (§5) in both languages, keyed by validation code. */
export const VALIDATION_MESSAGES: Record<ValidationCode, { pl: string; en: string }> = {
  required: { pl: 'To pole jest wymagane', en: 'This field is required' },
  invalid_format: { pl: 'Wprowadź poprawny format', en: 'Enter a valid format' },
  invalid_value: { pl: 'Wybierz wartość z listy', en: 'Choose a value from the list' },
  invalid_number: { pl: 'Wprowadź poprawną liczbę', en: 'Enter a valid number' },
  description_too_long: {
    pl: 'Opis może mieć najwyżej 500 znaków (wystarczą 3-5 zdań)',
    en: 'The description can have at most 500 characters (3-5 sentences are enough)',
  },
  people_amount_mismatch: {
    pl: 'Liczba pracowników nie pasuje do wybranej wielkości firmy',
    en: 'The number of employees does not match the chosen company size',
  },
  annual_revenue_mismatch: {
    pl: 'Przychód nie pasuje do wybranego przedziału przychodów',
    en: 'The revenue does not match the chosen revenue band',
  },
  too_long: { pl: 'Ten tekst jest za długi', en: 'This text is too long' },
  invalid_first_name: { pl: 'Wprowadź poprawne imię', en: 'Enter a valid first name' },
  invalid_last_name: { pl: 'Wprowadź poprawne nazwisko', en: 'Enter a valid surname' },
  invalid_email: { pl: 'Wprowadź poprawny adres e-mail', en: 'Enter a valid e-mail address' },
  invalid_postal_code: {
    pl: 'Wprowadź poprawny format kodu pocztowego',
    en: 'Enter a valid postal code format',
  },
  terms_required: { pl: 'Akceptacja regulaminu jest wymagana', en: 'Acceptance of the terms is required' },
  privacy_policy_required: {
    pl: 'Akceptacja polityki prywatności jest wymagana',
    en: 'Acceptance of the privacy policy is required',
  },
  invalid_password: { pl: 'Nieprawidłowy format hasła', en: 'Invalid password format' },
  admin_password_too_short: {
    pl: 'Hasło musi mieć co najmniej 10 znaków',
    en: 'The password must have at least 10 characters',
  },
  passwords_mismatch: { pl: 'Hasła muszą być takie same', en: 'Passwords must match' },
  emails_mismatch: { pl: 'Adresy e-mail muszą być takie same', en: 'Emails must match' },
  invalid_phone: { pl: 'Wprowadź poprawny numer telefonu', en: 'Enter a valid phone number' },
  invalid_name: {
    pl: 'Nazwa może zawierać tylko litery, cyfry, spacje i polskie znaki',
    en: 'Name can only contain letters, numbers, spaces, and Polish characters',
  },
  email_already_exists: { pl: 'Ten adres e-mail już istnieje', en: 'This email already exists' },
  country_required: { pl: 'Wybierz kraj', en: 'Choose a country' },
  checkbox_required: { pl: 'To pole musi zostać zaznaczone', en: 'This box must be ticked' },
  xls_extension: {
    pl: 'Wybierz plik z rozszerzeniem .xls',
    en: 'Please choose a file with the .xls extension',
  },
  xls_too_large: { pl: 'Wybierz plik mniejszy niż 100 MB', en: 'Please choose a file under 100 mb' },
  date_in_future: { pl: 'Data nie może być z przyszłości', en: 'The date cannot be in the future' },
  period_required: { pl: 'Wybierz okres', en: 'Choose a period' },
  invalid_period_range: {
    pl: 'Początek okresu nie może być późniejszy niż jego koniec',
    en: 'The start of the period cannot be after its end',
  },
  period_blocked: {
    pl: 'Ten miesiąc jest zablokowany i nie można go zmienić',
    en: 'This month is blocked and cannot be changed',
  },
  wrong_current_password: {
    pl: 'Obecne hasło jest nieprawidłowe',
    en: 'The current password is not correct',
  },
  invalid_text: {
    pl: 'Ten tekst zawiera znak, którego nie można zapisać',
    en: 'This text contains a character that cannot be stored',
  },
  bidi_control: {
    pl: 'Usuń niewidoczne znaki zmieniające kierunek tekstu (np. U+202E)',
    en: 'Remove the invisible characters that change the text direction (e.g. U+202E)',
  },
  file_too_large: { pl: 'Wybierz plik mniejszy niż 512 kB', en: 'Choose a file under 512 kB' },
  invalid_file_type: {
    pl: 'Wybierz obraz PNG, JPEG lub WebP',
    en: 'Choose a PNG, JPEG or WebP image',
  },
  too_large: { pl: 'Ta wartość jest za duża', en: 'This value is too large' },
  out_of_range: { pl: 'Wartość spoza dozwolonego zakresu', en: 'The value is out of the allowed range' },
  not_a_non_negative_number: { pl: 'Wpisz liczbę nie mniejszą niż 0', en: 'Enter a number of 0 or more' },
  no_data_for_period: { pl: 'Brak danych dla wybranego okresu', en: 'No data for selected period' },
  product_name_in_use: {
    pl: 'Produkt o tej nazwie już istnieje',
    en: 'A product with this name already exists',
  },
};

export function validationMessage(code: string, lang: 'pl' | 'en'): string {
  const entry = (VALIDATION_MESSAGES as Record<string, { pl: string; en: string } | undefined>)[code];
  return entry ? entry[lang] : code;
}
