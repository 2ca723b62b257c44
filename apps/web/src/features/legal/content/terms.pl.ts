import type { LegalDocument } from '../model/legal-document';
import { EFFECTIVE_FROM, OPERATOR } from './operator';

export const termsPl: LegalDocument = {
  title: 'Regulamin',
  effectiveFrom: EFFECTIVE_FROM,
  intro: `Niniejszy regulamin określa zasady korzystania z GHG Ledger, aplikacji internetowej do obliczania i raportowania śladu węglowego firm, udostępnianej przez ${OPERATOR.name}, ${OPERATOR.address} („Usługodawca”). Rejestrując firmę lub przyjmując zaproszenie, akceptujesz regulamin w imieniu firmy, dla której działasz.`,
  sections: [
    {
      id: 'definitions',
      heading: '1. Definicje',
      paragraphs: [],
      list: [
        'Klient: firma zarejestrowana w aplikacji przez swojego administratora;',
        'Użytkownik: osoba z kontem działająca w imieniu Klienta jako administrator, członek lub audytor;',
        'Dane o działalności: dane wprowadzane przez Klienta o jego działalności, np. paliwa, energia, podróże, odpady i zakupy;',
        'Wyniki: emisje w tonach CO2e obliczane przez aplikację na podstawie danych o działalności i wskaźników emisji;',
        'Plan: zestaw modułów dostępnych dla Klienta (freemium, freemium plus lub pełny dostęp).',
      ],
    },
    {
      id: 'service',
      heading: '2. Usługa',
      paragraphs: [
        'Aplikacja pozwala Klientowi zapisywać dane o działalności, obliczać ślad węglowy w podziale na zakresy GHG Protocol (Zakres I — emisje bezpośrednie, Zakres II — zakupiona energia, Zakres III — pozostałe emisje pośrednie), porównywać się z branżą, planować redukcje i zamawiać raporty. Usługa jest przeznaczona dla przedsiębiorców i nie jest oferowana konsumentom.',
        'Wyniki są szacunkami opartymi na danych podanych przez Klienta oraz na opublikowanych wskaźnikach emisji, których źródła wskazuje aplikacja. Nie stanowią audytu ani weryfikacji przez akredytowaną jednostkę. Pełny raport przygotowany przez zespół Usługodawcy jest wysyłany e-mailem w ciągu 2–3 dni roboczych od zamówienia.',
      ],
    },
    {
      id: 'accounts',
      heading: '3. Rejestracja i konta',
      paragraphs: [
        'Firmę rejestruje jej administrator za pomocą jednorazowego linku rejestracyjnego; kolejni Użytkownicy dołączają przez zaproszenia wysłane przez administratora. Każdy Użytkownik ma osobiste konto i zachowuje hasło w tajemnicy; kont nie wolno udostępniać innym osobom.',
        'Administrator zarządza Użytkownikami Klienta i ich rolami. Audytor może przeglądać dane i ich historię, ale nie może ich zmieniać. Klient odpowiada za działania swoich Użytkowników w aplikacji.',
      ],
    },
    {
      id: 'plans',
      heading: '4. Plany i płatności',
      paragraphs: [
        'Plan freemium jest bezpłatny i obejmuje Zakresy I i II, profil firmy oraz wyniki dla wybranych miesięcy; może być ograniczony w czasie, a po jego wygaśnięciu dostęp zostaje zablokowany do czasu wyboru innego planu. Plany freemium plus i pełny dostęp dodają moduły takie jak Zakres III, porównanie z branżą, generowanie raportów i plany redukcji, zgodnie z ustaleniami z Usługodawcą.',
        'Plany płatne opłaca się online albo przelewem na podstawie faktury pro forma, z góry za zamówiony okres. Ceny są cenami netto, do których dolicza się VAT. Usługodawca może zablokować dostęp Klientowi, który zalega z płatnością ponad 14 dni, po uprzednim wezwaniu.',
      ],
    },
    {
      id: 'customer-duties',
      heading: '5. Obowiązki Klienta',
      paragraphs: ['Klient zobowiązuje się:'],
      list: [
        'wprowadzać dane o działalności prawdziwe i kompletne według swojej najlepszej wiedzy oraz poprawiać dane oznaczone jako błędne;',
        'nie przesyłać treści bezprawnych, złośliwego kodu ani danych osób trzecich bez podstawy prawnej;',
        'nie próbować uzyskać dostępu do danych innych Klientów, przeciążać usługi ani obchodzić jej zabezpieczeń;',
        'aktualizować dane kontaktowe i dane firmy.',
      ],
    },
    {
      id: 'blocked-periods',
      heading: '6. Zamknięte okresy i historia zmian',
      paragraphs: [
        'Każda zmiana danych o działalności jest zapisywana wraz z autorem i czasem, a historii nie można zmienić. Na wniosek Klienta lub po wydaniu raportu pracownicy Usługodawcy mogą zamknąć (zablokować) miesiące, tak aby ich danych nie można było już zmieniać; ponowne otwarcie miesiąca wymaga zgody przełożonego po stronie Usługodawcy.',
      ],
    },
    {
      id: 'licence',
      heading: '7. Własność intelektualna',
      paragraphs: [
        'Aplikacja, jej metody obliczeń i teksty należą do Usługodawcy lub jego licencjodawców. Klient otrzymuje niewyłączne i nieprzenoszalne prawo do korzystania z aplikacji na potrzeby własnej działalności przez czas trwania umowy. Dane o działalności i wyniki należą do Klienta; Usługodawca może z nich korzystać wyłącznie w celu świadczenia usługi oraz — w postaci zanonimizowanej i zagregowanej, nieidentyfikującej żadnego Klienta — do tworzenia porównań branżowych.',
      ],
    },
    {
      id: 'data-processing',
      heading: '8. Dane osobowe Użytkowników',
      paragraphs: [
        'Usługodawca przetwarza dane osobowe Użytkowników jako administrator, zgodnie z Polityką prywatności.',
      ],
    },
    {
      id: 'processing-agreement',
      heading: '9. Powierzenie przetwarzania danych',
      paragraphs: [
        'Jeżeli dane o działalności zawierają dane osobowe (np. nazwiska w ewidencji podróży służbowych), ich administratorem jest Klient, który powierza Usługodawcy ich przetwarzanie w celu świadczenia usługi, na czas trwania umowy, zgodnie z art. 28 RODO. Usługodawca przetwarza te dane wyłącznie na udokumentowane polecenie Klienta wydawane za pomocą aplikacji, zapewnia poufność po stronie swoich pracowników, stosuje odpowiednie środki bezpieczeństwa, korzysta z podmiotów przetwarzających wymienionych w Polityce prywatności na równoważnych warunkach, pomaga Klientowi w obsłudze żądań osób, których dane dotyczą, i zgłaszaniu naruszeń, usuwa lub zwraca dane po zakończeniu umowy oraz udostępnia informacje niezbędne do wykazania zgodności.',
      ],
    },
    {
      id: 'availability',
      heading: '10. Dostępność i wsparcie',
      paragraphs: [
        `Usługodawca dąży do tego, aby aplikacja była dostępna przez cały czas, z wyjątkiem zapowiedzianych prac serwisowych. Wsparcie jest dostępne pod adresem ${OPERATOR.supportEmail}, telefonicznie w dni robocze oraz przez czat w aplikacji.`,
      ],
    },
    {
      id: 'liability',
      heading: '11. Odpowiedzialność',
      paragraphs: [
        'Usługodawca nie odpowiada za wyniki wynikające z błędnych lub niepełnych danych o działalności ani za decyzje podjęte przez Klienta na podstawie wyników. Łączna odpowiedzialność Usługodawcy wobec Klienta jest ograniczona do opłat zapłaconych przez tego Klienta w ciągu 12 miesięcy przed zdarzeniem wyrządzającym szkodę, a w planie bezpłatnym do 500 zł. Ograniczenia nie dotyczą szkód wyrządzonych umyślnie.',
      ],
    },
    {
      id: 'termination',
      heading: '12. Czas trwania i rozwiązanie umowy',
      paragraphs: [
        'Umowa jest zawarta na czas nieokreślony w planie bezpłatnym i na opłacony okres w planach płatnych. Każda ze stron może ją rozwiązać z 30-dniowym wypowiedzeniem przesłanym e-mailem; Usługodawca może ją rozwiązać ze skutkiem natychmiastowym w razie poważnego naruszenia regulaminu przez Klienta. Po rozwiązaniu umowy Klient może przez 30 dni wyeksportować swoje dane; następnie dane są usuwane zgodnie z Polityką prywatności.',
      ],
    },
    {
      id: 'complaints',
      heading: '13. Reklamacje',
      paragraphs: [
        `Reklamacje dotyczące usługi można przesyłać na adres ${OPERATOR.supportEmail}. Usługodawca odpowiada w ciągu 14 dni.`,
      ],
    },
    {
      id: 'final',
      heading: '14. Zmiany i postanowienia końcowe',
      paragraphs: [
        'Usługodawca może zmienić regulamin z ważnych przyczyn, takich jak zmiana przepisów lub usługi; administratorzy są informowani e-mailem co najmniej 14 dni przed wejściem zmiany w życie i mogą do tego czasu rozwiązać umowę. Zastosowanie ma prawo polskie. Spory rozstrzyga sąd powszechny właściwy dla siedziby Usługodawcy.',
      ],
    },
  ],
};
