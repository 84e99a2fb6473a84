/** The checkout's words that differ between delivery and pickup (D95); the rest is said once for both. */
import type { Fulfilment } from '../../../domain/rules/fulfilment';

interface CheckoutWords {
  /** The contact fieldset's legend. */
  details: string;
  /** The time fieldset's legend and its select's label. */
  time: string;
  timeLabel: string;
  /** After the opening hours while the shop is closed now. */
  closedNow: string;
  /** Under the time choices when 'as soon as possible' cannot be ordered now. */
  notNow: string;
  adultConfirmation: string;
  /** The payment page when the summary was not completed. */
  incomplete: string;
}

export const CHECKOUT_WORDS: Readonly<Record<Fulfilment, CheckoutWords>> = {
  delivery: {
    details: 'Dane do dostawy',
    time: 'Czas dostawy',
    timeLabel: 'Godzina dostawy',
    closedNow: 'teraz zamknięte — wybierz godzinę dostawy',
    notNow: 'Teraz nie dowozimy: wybierz godzinę dostawy w godzinach otwarcia.',
    adultConfirmation: 'Mam ukończone 18 lat (w koszyku jest alkohol; kurier może poprosić o dokument)',
    incomplete: 'Uzupełnij dane dostawy na stronie podsumowania',
  },
  pickup: {
    details: 'Dane do odbioru',
    time: 'Czas odbioru',
    timeLabel: 'Godzina odbioru',
    closedNow: 'teraz zamknięte — wybierz godzinę odbioru',
    notNow: 'Teraz nie przyjmujemy zamówień na odbiór od ręki: wybierz godzinę odbioru w godzinach otwarcia.',
    adultConfirmation: 'Mam ukończone 18 lat (w koszyku jest alkohol; przy odbiorze poprosimy o dokument)',
    incomplete: 'Uzupełnij swoje dane na stronie podsumowania',
  },
};

/** 'Jak najszybciej', for pickup with the kitchen's time: 'jak najszybciej' means ready that long after acceptance. */
export const asapLabel = (fulfilment: Fulfilment, preparationMinutes: number | null): string =>
  fulfilment === 'pickup' && preparationMinutes !== null
    ? `Jak najszybciej (gotowe ok. ${preparationMinutes} min po przyjęciu zamówienia)`
    : 'Jak najszybciej';
