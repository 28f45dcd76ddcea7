/**
 * Texts shared by the marketing screens (coupons, banners, highlights, top, 'Выдача товара'):
 * advert statuses, product labels, the promotion failure of spec section 8. Each screen keeps its
 * own texts in its own namespace file. Keys: `marketing.*`.
 */
export const marketing = {
  /** Advert or offer status (spec section 4). */
  advertStatus: {
    1: 'Активна',
    2: 'Истекла',
    3: 'Возобновлена',
    4: 'Отклонена',
    5: 'Новая / ожидает',
    unknown: 'Статус %{id}',
  },
  /** Product labels (spec section 3): 1 new, 2 discount, 3 sale, 4 top, 5 free delivery. */
  label: {
    1: 'Новинка',
    2: 'Скидка',
    3: 'Распродажа',
    4: 'Топ',
    5: 'Бесплатная доставка',
  },
  /** A failure of a highlight or top call (spec section 8). */
  promotionFailure: 'Что-то пошло не так! Проверьте соединение с интернетом!',
  /** A payment URL that is not http(s) (src/domain/paymentRedirect.ts): never opened. */
  unsafePaymentUrl: 'Адрес страницы оплаты небезопасен, переход отменён',
  /** A purchase whose reply carried no payment page (a server without our `paymentUrl`). */
  noPaymentUrl: 'Сервер не прислал адрес страницы оплаты. Проверьте заказ в списке позже.',
};
