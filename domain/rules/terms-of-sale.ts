/**
 * The terms of sale (regulamin) as data: one text for the page /regulamin/ and for the copy
 * attached to every order confirmation (D72: the terms in force when the order was placed,
 * on a durable medium). The seller is filled in from the restaurant's facts, so the e-mail keeps
 * the facts of its snapshot while the page shows the current ones.
 */
import { ONLINE_PAYMENT_MINUTES } from './payment-methods';
import { addressLine, type RestaurantFacts } from './restaurant-facts';

/** A link inside a paragraph: `link` is a path of the site (the e-mail makes it absolute). */
export interface TermsLink {
  link: string;
  text: string;
}

/** Who sells, as one run of text, so the page can mark it (data-testid="seller-identity"). */
export interface TermsSeller {
  seller: string;
}

export type TermsPart = string | TermsLink | TermsSeller;
/** A paragraph is its parts in reading order; most have one plain string. */
export type TermsParagraph = readonly TermsPart[];

export interface TermsSection {
  /** An anchor others link to ('/regulamin/#odstapienie' from the payment step). */
  id?: string;
  heading: string;
  paragraphs: readonly TermsParagraph[];
}

export interface TermsOfSale {
  title: string;
  sections: readonly TermsSection[];
}

export const TERMS_TITLE = 'Regulamin';
const PRIVACY_POLICY_PATH = '/polityka-prywatnosci/';

/** '{companyName}, {address}, NIP {nip}, e-mail {email}, telefon {phone}', as SellerIdentity on the site shows it. */
export const sellerIdentity = (facts: RestaurantFacts): string =>
  `${facts.companyName}, ${addressLine(facts)}, NIP ${facts.nip}, e-mail ${facts.email}, telefon ${facts.phone}`;

export const isTermsLink = (part: TermsPart): part is TermsLink => typeof part !== 'string' && 'link' in part;

/** The words of a part as a reader sees them (a link's text, without its address). */
export const termsPartText = (part: TermsPart): string => (typeof part === 'string' ? part : 'link' in part ? part.text : part.seller);

export const paragraphText = (paragraph: TermsParagraph): string => paragraph.map(termsPartText).join('');

/** The terms with the given seller; placeholders in the facts stay visible as they are. */
export function termsOfSale(facts: RestaurantFacts): TermsOfSale {
  return {
    title: TERMS_TITLE,
    sections: [
      { heading: '1. Sprzedawca', paragraphs: [['Sprzedawcą jest ', { seller: sellerIdentity(facts) }, '.']] },
      {
        heading: '2. Zamówienia',
        paragraphs: [
          [
            'Zamówienia przez stronę można składać bez zakładania konta. Zamówienie składa się, wybierając produkty, podając ' +
              'dane do dostawy, akceptując niniejszy regulamin i klikając przycisk „Zamawiam i płacę”, co oznacza złożenie ' +
              'zamówienia z obowiązkiem zapłaty. Umowa zostaje zawarta z chwilą przyjęcia zamówienia przez restaurację (status ' +
              '„Przyjęte”); restauracja może odrzucić zamówienie, podając powód.',
          ],
          ['Zamówienia przyjmujemy w godzinach otwarcia restauracji podanych na stronie podsumowania zamówienia.'],
        ],
      },
      {
        heading: '3. Dostawa',
        paragraphs: [
          [
            'Dowozimy na adresy w strefach A i B, wyznaczonych według kodów pocztowych. Cena dostawy, najmniejsza ' +
              'wartość zamówienia (liczona bez dostawy) i kwota, od której dostawa jest bezpłatna, zależą od strefy i są ' +
              'pokazywane w koszyku oraz przed złożeniem zamówienia. Dostawa następuje jak najszybciej albo o godzinie wybranej przez ' +
              'klienta w godzinach otwarcia; szacowany czas dostawy widać na stronie zamówienia.',
          ],
          [
            'Napoje alkoholowe sprzedajemy wyłącznie osobom pełnoletnim. Kurier może poprosić o dokument tożsamości i ' +
              'odmówić wydania alkoholu osobie, która nie ukończyła 18 lat lub jest nietrzeźwa.',
          ],
        ],
      },
      {
        heading: '4. Płatność',
        paragraphs: [
          [
            'Płatność następuje przy odbiorze, gotówką albo kartą płatniczą. Ceny podane na stronie są cenami brutto w ' +
              'złotych polskich. Kwota do zapłaty to suma cen produktów i ceny dostawy.',
          ],
          [
            'Zamiast płatności przy odbiorze można zapłacić online, przed przygotowaniem zamówienia, za pośrednictwem serwisu ' +
              'Przelewy24 (BLIK, przelew, karta płatnicza). Zamówienie opłacone online trafia do realizacji po potwierdzeniu ' +
              `płatności przez Przelewy24. Zamówienie nieopłacone w ciągu ${ONLINE_PAYMENT_MINUTES} minut od złożenia wygasa; ` +
              'można je wtedy opłacić ponownie albo wybrać płatność gotówką przy odbiorze.',
          ],
          [
            'Jeżeli restauracja odrzuci zamówienie opłacone online, cała zapłacona kwota zostanie zwrócona za pośrednictwem ' +
              'Przelewy24 tą samą metodą płatności.',
          ],
        ],
      },
      {
        id: 'odstapienie',
        heading: '5. Odstąpienie od umowy',
        paragraphs: [
          [
            'Zgodnie z art. 38 pkt 4 ustawy z dnia 30 maja 2014 r. o prawach konsumenta prawo odstąpienia od umowy zawartej ' +
              'na odległość w terminie 14 dni nie przysługuje w odniesieniu do umów, których przedmiotem jest rzecz ulegająca ' +
              'szybkiemu zepsuciu lub mająca krótki termin przydatności do użycia. Dotyczy to przygotowywanych przez nas ' +
              'posiłków.',
          ],
        ],
      },
      {
        heading: '6. Reklamacje',
        paragraphs: [['Reklamacje można zgłaszać telefonicznie lub e-mailem na dane podane w punkcie 1. Odpowiadamy w ciągu 14 dni.']],
      },
      {
        heading: '7. Dane osobowe',
        paragraphs: [['Zasady przetwarzania danych opisuje ', { link: PRIVACY_POLICY_PATH, text: 'polityka prywatności' }, '.']],
      },
    ],
  };
}
