import { ONLINE_PAYMENT_MINUTES } from '../../domain/rules/payment-methods';
import { FACT_PLACEHOLDER, PLACEHOLDER_FACTS } from '../../domain/rules/restaurant-facts';
import { isTermsLink, paragraphText, sellerIdentity, termsOfSale } from '../../domain/rules/terms-of-sale';
import { RESTAURANT_FACTS } from '../support/restaurant-fixtures';

const sellerParagraph = (facts = RESTAURANT_FACTS) => paragraphText(termsOfSale(facts).sections[0].paragraphs[0]);

describe('terms of sale (domain/rules/terms-of-sale.ts)', () => {
  it('names the seller from the facts, as the site writes them', () => {
    expect(sellerParagraph()).toBe(
      'Sprzedawcą jest Sushi Kami sp. z o.o., ul. Marszałkowska 10, 00-001 Warszawa, NIP 5260001246, e-mail kontakt@sushikami.pl, telefon +48 22 123 45 67.',
    );
  });

  it('leaves the seed placeholders visible, so nobody mistakes them for data', () => {
    expect(sellerIdentity(PLACEHOLDER_FACTS).split(FACT_PLACEHOLDER)).toHaveLength(8);
    expect(sellerParagraph(PLACEHOLDER_FACTS)).toContain(`NIP ${FACT_PLACEHOLDER}, e-mail ${FACT_PLACEHOLDER}`);
  });

  it('has the seven sections, the withdrawal one with its anchor', () => {
    const { title, sections } = termsOfSale(RESTAURANT_FACTS);
    expect(title).toBe('Regulamin');
    expect(sections.map((s) => s.heading)).toEqual([
      '1. Sprzedawca',
      '2. Zamówienia',
      '3. Dostawa',
      '4. Płatność',
      '5. Odstąpienie od umowy',
      '6. Reklamacje',
      '7. Dane osobowe',
    ]);
    expect(sections.filter((s) => s.id).map((s) => [s.id, s.heading])).toEqual([['odstapienie', '5. Odstąpienie od umowy']]);
    expect(paragraphText(sections[4].paragraphs[0])).toMatch(/^Zgodnie z art\. 38 pkt 4 .* posiłków\.$/);
  });

  it('section 4: payment at the door as before, online through Przelewy24 with its time limit and the refund of a rejected paid order', () => {
    const payment = termsOfSale(RESTAURANT_FACTS).sections[3].paragraphs.map(paragraphText);
    expect(payment).toEqual([
      'Płatność następuje przy odbiorze, gotówką albo kartą płatniczą. Ceny podane na stronie są cenami brutto w złotych polskich. ' +
        'Kwota do zapłaty to suma cen produktów i ceny dostawy.',
      'Zamiast płatności przy odbiorze można zapłacić online, przed przygotowaniem zamówienia, za pośrednictwem serwisu Przelewy24 ' +
        '(BLIK, przelew, karta płatnicza). Zamówienie opłacone online trafia do realizacji po potwierdzeniu płatności przez Przelewy24. ' +
        'Zamówienie nieopłacone w ciągu 15 minut od złożenia wygasa; można je wtedy opłacić ponownie albo wybrać płatność gotówką przy odbiorze.',
      'Jeżeli restauracja odrzuci zamówienie opłacone online, cała zapłacona kwota zostanie zwrócona za pośrednictwem Przelewy24 ' +
        'tą samą metodą płatności.',
    ]);
    // The limit is the one the API enforces.
    expect(payment[1]).toContain(`w ciągu ${ONLINE_PAYMENT_MINUTES} minut`);
  });

  it('links the privacy policy by its path, the one link of the text', () => {
    const links = termsOfSale(RESTAURANT_FACTS).sections.flatMap((s) => s.paragraphs.flat().filter(isTermsLink));
    expect(links).toEqual([{ link: '/polityka-prywatnosci/', text: 'polityka prywatności' }]);
  });

  it('is plain text: no markup and no doubled or edge spaces in any paragraph', () => {
    for (const section of termsOfSale(RESTAURANT_FACTS).sections) {
      for (const paragraph of section.paragraphs) {
        const text = paragraphText(paragraph);
        expect(text).not.toMatch(/[<>]|\s{2}|^\s|\s$/);
      }
    }
  });
});
