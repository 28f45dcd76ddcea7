/**
 * The embeddable store widget (/iframe-embed). Keys: `widget.*`. The widget's own bundle imports
 * this file alone (never the whole tree), so it stays small.
 */
export const widget = {
  title: 'Магазин на маркетплейсе',
  delivery: 'Быстрая и безопасная доставка товаров в вашу страну',
  shop: 'Совершать покупки',
  /** The round badge: the number of the store's products. */
  productCount: 'Товаров в магазине: %{count}',
  ratingLabel: 'Рейтинг магазина %{rating} из 5',
  logoAlt: 'Логотип магазина «%{name}»',
  pictureAlt: 'Баннер магазина «%{name}»',
  unknownStore: 'Магазин не найден',
  loadFailed: 'Не удалось загрузить магазин. Обновите страницу.',
} as const;
