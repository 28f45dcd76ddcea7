import type { CourierService } from '../../contract/index.js';

/**
 * The delivery methods of the orders contract with what each needs from the seller
 * (docs/contract/delivery.md "Courier services"): the texts of `/delivery/couriers`.
 * `forTemplates`: spec section 9 — templates offer auto transport (1) and post / courier (3).
 */
export const COURIER_SERVICES: readonly CourierService[] = [
  {
    deliveryMethodId: 1,
    name: 'Автотранспорт',
    description:
      'Груз забирает машина покупателя или нанятого им перевозчика со склада продавца. Продавец готовит груз к сроку и передаёт его водителю по доверенности.',
    requirements: [
      'Марка и номер машины',
      'ФИО и телефон водителя',
      'Доверенность на получение груза (файлы)',
      'Номер рейса и дополнительные сведения — по желанию',
    ],
    forTemplates: true,
    website: null,
  },
  {
    deliveryMethodId: 2,
    name: 'СДЭК',
    description:
      'Продавец сдаёт посылку в пункт СДЭК или передаёт курьеру СДЭК; покупатель получает её в пункте выдачи или у курьера.',
    requirements: [
      'Адрес пункта СДЭК, куда сдана посылка',
      'Номера отправлений СДЭК',
      'Трек-номер отправления',
    ],
    forTemplates: false,
    website: 'https://www.cdek.ru',
  },
  {
    deliveryMethodId: 3,
    name: 'Почта / курьерская служба',
    description:
      'Продавец отправляет груз Почтой России или курьерской службой к назначенному дню отправки и сообщает трек-номер.',
    requirements: ['День отправки', 'Трек-номер отправления (телефон водителя не нужен)'],
    forTemplates: true,
    website: 'https://www.pochta.ru',
  },
];

/** The delivery method ids a template direction may use. */
export const TEMPLATE_METHOD_IDS: readonly number[] = COURIER_SERVICES.filter((s) => s.forTemplates).map(
  (s) => s.deliveryMethodId,
);
