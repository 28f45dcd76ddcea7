/** Shipping labels of orders ready to ship (docs/contract/documents.md "Shipping labels"). Keys: `labels.*`. */
export const labels = {
  print: 'Печать этикеток',
  format: {
    '58x40': 'Термоэтикетки 58 × 40 мм',
    a4: 'Лист A4, 24 этикетки',
  },
  fileName: 'Этикетки',
  failed: 'Не удалось напечатать этикетки',
  tryAgain: 'Проверьте соединение и попробуйте ещё раз.',
} as const;
