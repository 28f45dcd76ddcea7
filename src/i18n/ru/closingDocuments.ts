/** Closing documents: УПД and the reconciliation act (docs/contract/documents.md). Keys: `closingDocuments.*`. */
export const closingDocuments = {
  upd: {
    button: 'УПД',
    hint: 'Универсальный передаточный документ (PDF)',
    fileName: 'УПД',
  },
  act: {
    button: 'Акт сверки',
    title: 'Акт сверки взаиморасчётов',
    text: 'Оплаты, отгрузки и возвраты по заказам покупателя за период (дни по московскому времени).',
    from: 'С',
    to: 'По',
    format: 'Формат',
    formats: { pdf: 'PDF', xlsx: 'Excel (.xlsx)' },
    submit: 'Скачать',
    noDay: 'Укажите обе даты периода',
    reversed: 'Дата начала периода позже даты окончания',
    fileName: 'Акт сверки',
  },
  failed: 'Не удалось получить документ',
  tryAgain: 'Проверьте соединение и попробуйте ещё раз.',
} as const;
