/** Product reviews and the seller's answers (docs/contract/disputes.md "Reviews"). Keys: `reviews.*`. */
export const reviews = {
  summary: {
    average: 'Средняя оценка',
    count: 'Всего отзывов',
    none: 'Отзывов пока нет',
  },
  /** The stars of a shown rating (the value is already minus 0.1, spec section 9). */
  ratingLabel: 'Оценка %{rating} из 5',
  answered: 'Есть ответ',
  unanswered: 'Без ответа',
  noBuyer: 'Покупатель не указан',
  imageAlt: 'Фото товара «%{name}»',
  list: {
    tableLabel: 'Отзывы о товарах',
    empty: 'Отзывов не найдено',
    emptyHint: 'Измените условия фильтра или сбросьте его.',
    columns: {
      product: 'Товар',
      buyerName: 'Покупатель',
      rating: 'Оценка',
      text: 'Отзыв',
      creationDate: 'Дата',
      hasAnswer: 'Ответ',
      commentsCount: 'Комментарии',
      orderId: '№ заказа',
    },
  },
  filters: {
    rating: 'Оценка',
    allRatings: 'Все оценки',
    ratings: {
      5: '5 звёзд',
      4: '4 звезды',
      3: '3 звезды',
      2: '2 звезды',
      1: '1 звезда',
    },
    withAnswer: 'Ответ продавца',
    withAnswerAll: 'Все отзывы',
    withAnswerYes: 'С ответом',
    withAnswerNo: 'Без ответа',
    product: 'Товар',
    allProducts: 'Все товары',
    noProducts: 'Товаров не найдено',
    dateFrom: 'Дата с',
    dateTo: 'Дата по',
  },
  csv: { file: 'otzyvy', yes: 'Да', no: 'Нет' },
  detail: {
    title: 'Отзыв о товаре',
    comments: 'Обсуждение',
    noComments: 'Комментариев пока нет',
    roles: { buyer: 'Покупатель', seller: 'Продавец' },
    close: 'Закрыть',
  },
  answer: {
    label: 'Ваш ответ покупателю',
    send: 'Ответить',
    required: 'Введите текст ответа',
    tooLong: 'Не более %{max} символов',
    counter: '%{length} / %{max}',
    sent: 'Ответ опубликован',
    failed: 'Не удалось отправить ответ. Текст сохранён, попробуйте ещё раз',
  },
  /** Its pages' titles (top bar and headings), by route. */
  route: {
    reviews: 'Отзывы',
  },
  /** Its sidebar labels (spec section 2 "Sidebar menus"). */
  sidebar: {
    reviews: 'Отзывы',
  },
} as const;
