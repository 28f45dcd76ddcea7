/** Chats with buyers: /messages, the chat overlay and 'Написать покупателю'. Keys: `chat.*`. */
export const chat = {
  write: 'Написать покупателю',
  /** Labels of a chat's subject (a server title such as 'Заказ № 12' is shown as sent). */
  subjects: {
    general: 'Общий вопрос',
    order: 'Заказ № %{id}',
    retailOrder: 'Розничный заказ № %{id}',
    request: 'Запрос № %{id}',
    tender: 'Тендер № %{id}',
  },
  overlay: {
    label: 'Чат с покупателем',
    close: 'Закрыть чат',
    opening: 'Открываем чат…',
  },
  conversation: {
    label: 'Переписка',
    loading: 'Загрузка сообщений…',
    empty: 'Сообщений пока нет. Напишите первым.',
    loadOlder: 'Показать более ранние сообщения',
    loadingOlder: 'Загрузка более ранних сообщений…',
    loadFailed: 'Не удалось загрузить сообщения.',
    retry: 'Повторить',
    images: 'Изображения',
    openImage: 'Открыть «%{name}» в полном размере',
    today: 'Сегодня',
    yesterday: 'Вчера',
  },
  composer: {
    label: 'Сообщение',
    placeholder: 'Напишите сообщение…',
    keys: 'Enter — отправить, Shift+Enter — новая строка',
    attach: 'Прикрепить изображения',
    images: 'Прикреплённые изображения',
    removeImage: 'Убрать «%{name}»',
    send: 'Отправить',
    sending: 'Отправка…',
    hint: 'До 5 изображений JPEG, PNG или WebP, до 10 МБ каждое',
    counter: '%{count} / %{max}',
  },
  errors: {
    empty: 'Введите сообщение',
    tooLong: 'Не больше %{max} символов',
    tooManyImages: 'Не больше %{max} изображений',
    imageType: 'Файл «%{name}»: можно прикрепить только JPEG, PNG или WebP',
    imageTooLarge: 'Файл «%{name}» больше 10 МБ',
    sendFailed: 'Не удалось отправить сообщение. Попробуйте ещё раз.',
    openFailed: 'Не удалось открыть чат. Попробуйте ещё раз.',
  },
  list: {
    label: 'Чаты',
    search: 'Поиск по покупателю или теме',
    onlyUnread: 'Только непрочитанные',
    empty: 'Чатов пока нет',
    emptyFiltered: 'Чатов не найдено',
    loadMore: 'Показать ещё',
    loadFailed: 'Не удалось загрузить чаты.',
    unread: 'Непрочитанных: %{count}',
    imagesOnly: 'Изображение',
    you: 'Вы: ',
    choose: 'Выберите чат, чтобы прочитать переписку',
    back: 'К списку чатов',
  },
  /** Its pages' titles (top bar and headings), by route. */
  route: {
    messages: 'Сообщения',
  },
  /** Its sidebar labels (spec section 2 "Sidebar menus"). */
  sidebar: {
    messages: 'Сообщения',
  },
} as const;
