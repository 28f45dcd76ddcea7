/** Texts shared by every area (spec sections 2, 8, 9). */
export const common = {
  errorPage: {
    text: 'Внимание! Что-то пошло не так! Перезагрузите страницу и попробуйте еще!',
    reload: 'Перезагрузить',
  },
  confirm: { ok: 'Подтвердить', cancel: 'Отменить' },
  /** The dialog family (src/components/dialogs). */
  dialog: {
    close: 'Закрыть',
    /** Status -1 on a dialog's action: the server's message is shown below the title. */
    refusal: {
      title: 'Сервер не выполнил действие',
      noReason: 'Проверьте введённые данные и попробуйте ещё раз.',
    },
  },
  toast: {
    somethingWrong: 'Что-то пошло не так!',
    checkConnection: 'Проверьте ваше интернет соединение',
  },
  money: { currency: 'руб.', missing: '----' },
  /** `zone` is written after every time of day the back office shows: every time is Moscow time. */
  time: { zone: 'МСК', placeholder: 'ЧЧ:ММ' },
  /** Russian plural forms by `smart_count` (spec section 9 'N дней'): 1 день, 2 дня, 5 дней, 21 день. */
  period: { days: '%{smart_count} день |||| %{smart_count} дня |||| %{smart_count} дней' },
  empty: 'Нет данных',
  loading: 'Загрузка…',
  pager: { previous: 'Назад', next: 'Вперёд', page: 'Страница %{page}' },
  list: {
    filters: 'Фильтры',
    resetFilters: 'Сбросить фильтры',
    export: 'Экспорт',
    exportLimited: 'Выгружены первые %{count} строк',
    savedFilters: 'Сохранённые фильтры',
    saveCurrent: 'Сохранить текущие фильтры…',
    removeSaved: 'Удалить «%{name}»',
    noSavedFilters: 'Сохранённых фильтров пока нет',
    dateRangeInverted: 'Дата начала позже даты окончания',
    invalidFilters: 'Исправьте фильтры, отмеченные красным: список с ними не загружается',
  },
  live: {
    waiting: 'Новых: %{count}',
    show: 'Показать',
    rowsAdded:
      'В списке новая строка |||| В списке %{smart_count} новые строки |||| В списке %{smart_count} новых строк',
  },
  validation: {
    required: 'Обязательное поле',
    email: 'Адрес электронной почты не является правильным',
    password:
      'Пароль должен содержать более восьми латинских букв, заглавные и строчные буквы, цифры и символы @$!%*#?&(_)-=+',
    passwordsDiffer: 'Пароли не совпадают',
  },
} as const;
