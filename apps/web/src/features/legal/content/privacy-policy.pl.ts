import type { LegalDocument } from '../model/legal-document';
import { EFFECTIVE_FROM, OPERATOR } from './operator';

export const privacyPolicyPl: LegalDocument = {
  title: 'Polityka prywatności',
  effectiveFrom: EFFECTIVE_FROM,
  intro: `Ta polityka wyjaśnia, jak ${OPERATOR.name} przetwarza dane osobowe w GHG Ledger, aplikacji internetowej, w której firmy zapisują dane o swojej działalności i obliczają ślad węglowy zgodnie z GHG Protocol. Dotyczy osób, które rejestrują się, logują i pracują w aplikacji, oraz osób przez nie zaproszonych. Stosujemy ogólne rozporządzenie o ochronie danych (UE) 2016/679 (RODO).`,
  sections: [
    {
      id: 'controller',
      heading: '1. Administrator danych',
      paragraphs: [
        `Administratorem opisanych tu danych osobowych jest ${OPERATOR.name}, ${OPERATOR.address} („Usługodawca”). W sprawach danych osobowych prosimy pisać na ${OPERATOR.privacyEmail}, w pozostałych na ${OPERATOR.supportEmail}.`,
        'W odniesieniu do danych o działalności wprowadzanych przez firmę-klienta (paliwa, energia, podróże, odpady, zakupy itp.) administratorem zawartych w nich danych osobowych jest firma-klient, a Usługodawca przetwarza je w jej imieniu jako podmiot przetwarzający, na zasadach powierzenia opisanych w punkcie 9 Regulaminu.',
      ],
    },
    {
      id: 'data',
      heading: '2. Jakie dane przetwarzamy',
      paragraphs: ['W zależności od sposobu korzystania z aplikacji przetwarzamy:'],
      list: [
        'dane konta: imię, nazwisko, firmowy adres e-mail, numer telefonu i stanowisko (opcjonalnie), rolę w firmie oraz hasło przechowywane wyłącznie jako skrót jednokierunkowy;',
        'dane firmy podane przy rejestracji: nazwę, adres, NIP, kraj, branżę, wielkość i przedział przychodów;',
        'dane o korzystaniu i historii zmian: kto i kiedy wprowadził, zmienił lub usunął daną wartość, logowania oraz dane techniczne zapytań (adres IP, przeglądarka) zapisywane w logach bezpieczeństwa;',
        'korespondencję: zaproszenia i inne wiadomości wysyłane przez aplikację oraz wiadomości do wsparcia i przez czat;',
        'dane rozliczeniowe planów płatnych: dane potrzebne na fakturze lub fakturze pro forma.',
      ],
    },
    {
      id: 'purposes',
      heading: '3. Cele i podstawy prawne',
      paragraphs: ['Przetwarzamy dane osobowe wyłącznie w tych celach:'],
      list: [
        'założenie i prowadzenie konta oraz świadczenie usługi zgodnie z Regulaminem (art. 6 ust. 1 lit. b RODO; w przypadku osób działających w imieniu firmy-klienta prawnie uzasadniony interes w świadczeniu usługi zamówionej przez firmę, art. 6 ust. 1 lit. f);',
        'prowadzenie historii każdej zmiany danych emisyjnych, aby wyniki można było zweryfikować i rzetelnie raportować (art. 6 ust. 1 lit. f RODO — prawnie uzasadniony interes Usługodawcy i klientów w integralności danych);',
        'zapewnienie bezpieczeństwa usługi, zapobieganie nadużyciom i wyjaśnianie incydentów (art. 6 ust. 1 lit. f RODO);',
        'odpowiadanie na zgłoszenia do wsparcia i obsługa czatu (art. 6 ust. 1 lit. b i f RODO);',
        'wystawianie faktur oraz wykonywanie obowiązków księgowych i podatkowych (art. 6 ust. 1 lit. c RODO);',
        'ustalenie, dochodzenie lub obrona roszczeń (art. 6 ust. 1 lit. f RODO);',
        'przesyłanie informacji o nowych funkcjach i ofertach, wyłącznie za zgodą, którą można w każdej chwili wycofać (art. 6 ust. 1 lit. a RODO).',
      ],
    },
    {
      id: 'recipients',
      heading: '4. Odbiorcy i podmioty przetwarzające',
      paragraphs: [
        'Dane osobowe widzą wyłącznie pracownicy Usługodawcy, którym są potrzebne (wsparcie oraz pracownicy zarządzający planami i blokadami okresów), a także użytkownicy Twojej firmy zgodnie z ich rolami. Nie sprzedajemy danych osobowych.',
        'Korzystamy z następujących kategorii podmiotów przetwarzających, z których każdy jest związany umową powierzenia zgodną z art. 28 RODO:',
      ],
      list: [
        'usługi hostingu i baz danych w centrach danych na terenie Europejskiego Obszaru Gospodarczego;',
        'usługa wysyłki poczty (SMTP) dla zaproszeń, resetu hasła i powiadomień;',
        'usługa czatu, która po zalogowaniu otrzymuje Twój adres e-mail i token tożsamości czatu;',
        'usługa księgowa i fakturowa dla planów płatnych.',
      ],
    },
    {
      id: 'transfers',
      heading: '5. Przekazywanie danych poza EOG',
      paragraphs: [
        'Przechowujemy dane na terenie Europejskiego Obszaru Gospodarczego. Jeżeli podmiot przetwarzający mógłby mieć do nich dostęp spoza EOG, przekazanie opiera się na decyzji Komisji Europejskiej stwierdzającej odpowiedni stopień ochrony lub na standardowych klauzulach umownych; na żądanie wskażemy, które zabezpieczenie ma zastosowanie.',
      ],
    },
    {
      id: 'retention',
      heading: '6. Jak długo przechowujemy dane',
      paragraphs: ['Przechowujemy dane osobowe nie dłużej, niż wymaga tego cel:'],
      list: [
        'dane konta i firmy: przez czas istnienia konta, a następnie do 90 dni, aby umożliwić eksport danych i usunięcie ich z kopii zapasowych;',
        'historię zmian danych emisyjnych: tak długo jak dane firmy, ponieważ historia wyniku jest częścią tego wyniku; usuwamy ją razem z danymi firmy;',
        'logi bezpieczeństwa: 12 miesięcy;',
        'faktury i dane rozliczeniowe: 5 lat od końca roku, w którym upłynął termin płatności podatku, zgodnie z polskim prawem podatkowym;',
        'korespondencję ze wsparciem: do 3 lat od zakończenia rozmowy, na wypadek roszczeń;',
        'dane przetwarzane na podstawie zgody: do jej wycofania.',
      ],
    },
    {
      id: 'rights',
      heading: '7. Twoje prawa',
      paragraphs: [
        `Zgodnie z RODO masz prawo dostępu do swoich danych i otrzymania ich kopii (art. 15), ich sprostowania (art. 16), usunięcia (art. 17) lub ograniczenia przetwarzania (art. 18), przenoszenia danych (art. 20), sprzeciwu wobec przetwarzania opartego na prawnie uzasadnionym interesie (art. 21) oraz wycofania zgody w dowolnym momencie bez wpływu na wcześniejsze przetwarzanie. Napisz na ${OPERATOR.privacyEmail}; odpowiadamy w ciągu miesiąca.`,
        'Masz także prawo wnieść skargę do organu nadzorczego — w Polsce do Prezesa Urzędu Ochrony Danych Osobowych (ul. Stawki 2, 00-193 Warszawa) — lub do organu państwa UE, w którym mieszkasz lub pracujesz.',
        'Podanie danych przy rejestracji jest dobrowolne, ale niezbędne do założenia konta. Nie podejmujemy wobec Ciebie decyzji opartych wyłącznie na zautomatyzowanym przetwarzaniu.',
      ],
    },
    {
      id: 'cookies',
      heading: '8. Pliki cookie i pamięć przeglądarki',
      paragraphs: [
        'Aplikacja używa wyłącznie tego, czego potrzebuje do działania: cookie sesji, które utrzymuje zalogowanie (usuwane po zakończeniu sesji, najpóźniej po 24 godzinach), cookie z wybranym językiem oraz pamięci lokalnej przeglądarki na ostatnio otwartą stronę raportu i wypełniany formularz rejestracji. Są one niezbędne i nie wymagają zgody.',
        'Widżet czatu, ładowany po zalogowaniu, może zapisać własne cookie, aby zachować rozmowę. Nie używamy cookie reklamowych ani śledzenia między witrynami. Cookie możesz w każdej chwili usunąć w przeglądarce; bez cookie sesji trzeba będzie zalogować się ponownie.',
      ],
    },
    {
      id: 'security',
      heading: '9. Bezpieczeństwo',
      paragraphs: [
        'Połączenia z aplikacją są szyfrowane, hasła przechowujemy wyłącznie jako skróty, każda firma widzi tylko swoje dane, każda zmiana jest zapisywana wraz z autorem, a dostęp pracowników Usługodawcy jest ograniczony do tego, czego wymaga ich rola.',
      ],
    },
    {
      id: 'changes',
      heading: '10. Zmiany polityki',
      paragraphs: [
        'Każdą zmianę opublikujemy na tej stronie wraz z datą wejścia w życie, a o zmianie wpływającej na sposób przetwarzania danych poinformujemy administratorów firm-klientów e-mailem z wyprzedzeniem.',
      ],
    },
  ],
};
