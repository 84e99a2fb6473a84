import React from 'react';
import { Link, type HeadFC } from 'gatsby';
import { Layout } from '../features/app';
import { Seo } from '../features/seo';
import { PlaceholderWarning, SellerIdentity } from '../features/contact';

const TITLE = 'Regulamin';

export default function TermsPage() {
  return (
    <Layout width="narrow">
      <h1>{TITLE}</h1>
      <PlaceholderWarning />
      <h2>1. Sprzedawca</h2>
      <p>
        Sprzedawcą jest <SellerIdentity />.
      </p>
      <h2>2. Zamówienia</h2>
      <p>
        Zamówienia przez stronę można składać bez zakładania konta. Zamówienie składa się, wybierając produkty, podając
        dane do dostawy, akceptując niniejszy regulamin i klikając przycisk „Zamawiam i płacę”, co oznacza złożenie
        zamówienia z obowiązkiem zapłaty. Umowa zostaje zawarta z chwilą przyjęcia zamówienia przez restaurację (status
        „Przyjęte”); restauracja może odrzucić zamówienie, podając powód.
      </p>
      <p>Zamówienia przyjmujemy w godzinach otwarcia restauracji podanych na stronie podsumowania zamówienia.</p>
      <h2>3. Dostawa</h2>
      <p>
        Dowozimy na adresy w strefach A i B, wyznaczonych według kodów pocztowych. Cena dostawy, najmniejsza
        wartość zamówienia (liczona bez dostawy) i kwota, od której dostawa jest bezpłatna, zależą od strefy i są
        pokazywane w koszyku oraz przed złożeniem zamówienia. Dostawa następuje jak najszybciej albo o godzinie wybranej przez
        klienta w godzinach otwarcia; szacowany czas dostawy widać na stronie zamówienia.
      </p>
      <p>
        Napoje alkoholowe sprzedajemy wyłącznie osobom pełnoletnim. Kurier może poprosić o dokument tożsamości i
        odmówić wydania alkoholu osobie, która nie ukończyła 18 lat lub jest nietrzeźwa.
      </p>
      <h2>4. Płatność</h2>
      <p>
        Płatność następuje przy odbiorze, gotówką albo kartą płatniczą. Ceny podane na stronie są cenami brutto w
        złotych polskich. Kwota do zapłaty to suma cen produktów i ceny dostawy.
      </p>
      <h2 id="odstapienie">5. Odstąpienie od umowy</h2>
      <p>
        Zgodnie z art. 38 pkt 4 ustawy z dnia 30 maja 2014 r. o prawach konsumenta prawo odstąpienia od umowy zawartej
        na odległość w terminie 14 dni nie przysługuje w odniesieniu do umów, których przedmiotem jest rzecz ulegająca
        szybkiemu zepsuciu lub mająca krótki termin przydatności do użycia. Dotyczy to przygotowywanych przez nas
        posiłków.
      </p>
      <h2>6. Reklamacje</h2>
      <p>
        Reklamacje można zgłaszać telefonicznie lub e-mailem na dane podane w punkcie 1. Odpowiadamy w ciągu 14 dni.
      </p>
      <h2>7. Dane osobowe</h2>
      <p>
        Zasady przetwarzania danych opisuje <Link to="/polityka-prywatnosci/">polityka prywatności</Link>.
      </p>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo title={TITLE} description="Regulamin zamówień online: składanie zamówień, dostawa, płatność i reklamacje." path={location.pathname} />
);
