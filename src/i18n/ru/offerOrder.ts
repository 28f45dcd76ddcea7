/**
 * Texts of the "create the order" dialog shared by order requests and tenders
 * (spec section 3 "Order creation form"). Keys: `offerOrder.*`.
 */
export const offerOrder = {
  title: 'Создание заказа',
  text: 'Покупатель получит счёт на оплату по условиям принятого предложения.',
  invoiceValidDays: 'Срок оплаты счёта, дней',
  invoiceValidDaysHint: 'От 1 до 30 дней',
  description: 'Описание заказа',
  files: 'Техническая документация',
  filesHint: 'PDF, JPEG, PNG или WebP: до 10 файлов по 10 МБ, всего до 50 МБ',
  filesTotalTooLarge: 'Все файлы вместе: не более 50 МБ',
  submit: 'Создать заказ',
  created: {
    title: 'Заказ создан',
    text: 'Заказ № %{id} создан, покупатель получил счёт на оплату.',
    textWithoutId: 'Заказ создан, покупатель получил счёт на оплату.',
    orderLink: 'Открыть заказ № %{id}',
    zip: 'Скачать документацию (ZIP)',
  },
} as const;
