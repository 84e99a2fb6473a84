import React from 'react';
import { Link, type HeadFC } from 'gatsby';
import { Layout } from '../features/shell';
import { Seo } from '../features/seo';
import { PlaceholderWarning, SellerIdentity } from '../features/contact';

const TITLE = 'Polityka prywatności';

export default function PrivacyPage() {
  return (
    <Layout width="narrow">
      <h1>{TITLE}</h1>
      <PlaceholderWarning />
      <h2>Administrator danych</h2>
      <p>
        Administratorem danych osobowych jest <SellerIdentity />.
      </p>
      <h2>Jakie dane przetwarzamy i po co</h2>
      <ul>
        <li>
          Imię i nazwisko, telefon, e-mail i adres dostawy — aby przyjąć, przygotować i dostarczyć zamówienie,
          potwierdzić je e-mailem i informować o jego stanie oraz skontaktować się w jego sprawie (art. 6 ust. 1 lit. b
          RODO: wykonanie umowy).
        </li>
        <li>
          Treść i historia zamówień, w tym potwierdzenie akceptacji regulaminu i pełnoletności — aby rozliczyć sprzedaż,
          rozpatrzyć reklamacje i wykazać zgodność z prawem (art. 6 ust. 1 lit. c i f RODO).
        </li>
        <li>Dane konta (e-mail i dane profilu) — aby umożliwić logowanie i wypełniać formularz za klienta.</li>
      </ul>
      <h2>Jak długo</h2>
      <p>
        Dane zamówień przechowujemy przez okres wymagany przepisami podatkowymi i rachunkowymi (5 lat od końca roku
        podatkowego) oraz do upływu terminów przedawnienia roszczeń. Dane konta — do czasu jego usunięcia.
      </p>
      <h2>Komu przekazujemy dane</h2>
      <p>
        Kurierom dostarczającym zamówienie oraz dostawcom usług informatycznych (hosting, logowanie, wysyłka
        e-maili), wyłącznie w zakresie potrzebnym do świadczenia usług.
      </p>
      <h2>Twoje prawa</h2>
      <p>
        Masz prawo dostępu do danych, ich sprostowania, usunięcia, ograniczenia przetwarzania, przenoszenia, sprzeciwu
        oraz skargi do Prezesa Urzędu Ochrony Danych Osobowych. Podanie danych jest dobrowolne, ale bez nich nie
        możemy zrealizować zamówienia.
      </p>
      <h2>Pliki cookie i analityka</h2>
      <p>
        Strona zapisuje w przeglądarce koszyk i dane formularza zamówienia, aby nic nie zginęło po odświeżeniu.
        Narzędzia analityczne uruchamiamy wyłącznie po wyrażeniu przez Ciebie zgody.
      </p>
      <p>
        Za Twoją zgodą korzystamy z Google Analytics 4 (statystyka ruchu) i z pomiaru konwersji Google Ads (które reklamy
        kończą się zamówieniem) — o każdą z tych zgód pytamy osobno. Do Google trafiają wtedy odwiedzane strony, oglądane i
        dodawane do koszyka dania, a przy zamówieniu jego numer, wartość i pozycje — nigdy imię, telefon, e-mail, adres ani
        uwagi. Zgodę zmienisz w każdej chwili przyciskiem „Ustawienia cookies” w stopce.
      </p>
      <p>
        Zobacz też <Link to="/regulamin/">regulamin</Link>.
      </p>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo title={TITLE} description="Polityka prywatności: jakie dane zbieramy przy zamówieniach i koncie, w jakim celu i jakie masz prawa." path={location.pathname} />
);
