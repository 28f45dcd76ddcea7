/**
 * The category tree of docs/contract/products.md, per category group: 1 'Потребительские товары'
 * (retail only), 2 'Промышленные и строительные товары' (retail and wholesale; one branch is
 * wholesale only), 3 'Сырьё и материалы оптом' (wholesale only). Three levels; the ids are
 * assigned in this order by migration 007, so they are the same in every database.
 */

export interface CategoryBranch {
  name: string;
  children?: readonly CategoryBranch[];
}

export interface CategoryGroupTree {
  groupId: number;
  forRetail: boolean;
  forWholesale: boolean;
  /** Top categories whose market differs from the group's default. */
  topMarkets?: Readonly<Record<string, { forRetail: boolean; forWholesale: boolean }>>;
  tops: readonly CategoryBranch[];
}

const leafs = (...names: string[]): CategoryBranch[] => names.map((name) => ({ name }));
const branch = (name: string, children: CategoryBranch[]): CategoryBranch => ({ name, children });

export const CATEGORY_TREE: readonly CategoryGroupTree[] = [
  {
    groupId: 1,
    forRetail: true,
    forWholesale: false,
    tops: [
      branch('Одежда и обувь', [
        branch('Женская одежда', leafs('Платья', 'Блузки и рубашки', 'Верхняя одежда')),
        branch('Мужская одежда', leafs('Брюки и джинсы', 'Футболки и поло', 'Куртки')),
        branch('Обувь', leafs('Кроссовки', 'Ботинки', 'Домашняя обувь')),
      ]),
      branch('Дом и интерьер', [
        branch('Текстиль для дома', leafs('Постельное бельё', 'Полотенца', 'Пледы и покрывала')),
        branch('Посуда', leafs('Кастрюли и сковороды', 'Тарелки и чашки', 'Столовые приборы')),
        branch('Декор', leafs('Свечи и подсвечники', 'Рамки для фото', 'Вазы')),
      ]),
      branch('Спорт и отдых', [
        branch('Рыбалка', leafs('Удилища', 'Катушки', 'Приманки')),
        branch('Туризм', leafs('Палатки', 'Рюкзаки', 'Спальные мешки')),
        branch('Фитнес', leafs('Гантели', 'Коврики', 'Эспандеры')),
      ]),
      branch('Подарки и сувениры', [
        branch('Народные промыслы', leafs('Матрёшки', 'Хохлома', 'Гжель')),
        branch('Сувениры из камня', leafs('Шкатулки', 'Статуэтки', 'Бусы и браслеты')),
        branch('Открытки и упаковка', leafs('Открытки', 'Подарочная бумага', 'Подарочные пакеты')),
      ]),
    ],
  },
  {
    groupId: 2,
    forRetail: true,
    forWholesale: true,
    topMarkets: { 'Промышленное оборудование': { forRetail: false, forWholesale: true } },
    tops: [
      branch('Стройматериалы', [
        branch('Сухие смеси', leafs('Штукатурки', 'Шпаклёвки', 'Плиточный клей')),
        branch('Лакокрасочные материалы', leafs('Краски фасадные', 'Эмали', 'Грунтовки')),
        branch('Герметики и клеи', leafs('Монтажная пена', 'Силиконовые герметики', 'Монтажный клей')),
      ]),
      branch('Инструменты', [
        branch('Ручной инструмент', leafs('Молотки', 'Отвёртки', 'Измерительный инструмент')),
        branch('Электроинструмент', leafs('Шуруповёрты', 'Дрели', 'Шлифмашины')),
        branch('Садовый инструмент', leafs('Лопаты', 'Грабли', 'Секаторы')),
      ]),
      branch('Хозяйственные товары', [
        branch('Упаковка', leafs('Скотч', 'Плёнка', 'Мешки')),
        branch('Ёмкости', leafs('Вёдра', 'Канистры', 'Бочки')),
        branch('Средства защиты', leafs('Перчатки', 'Очки защитные', 'Респираторы')),
      ]),
      branch('Текстиль и ткани', [
        branch('Ткани', leafs('Ситец', 'Бязь', 'Сатин')),
        branch('Домашний текстиль', leafs('Комплекты белья', 'Одеяла и подушки', 'Полотенца махровые')),
        branch('Спецодежда', leafs('Халаты рабочие', 'Костюмы рабочие', 'Фартуки')),
      ]),
      branch('Промышленное оборудование', [
        branch('Насосы', leafs('Центробежные насосы', 'Дренажные насосы', 'Дозировочные насосы')),
        branch('Электрооборудование', leafs('Кабели', 'Удлинители', 'Щиты распределительные')),
        branch('Складское оборудование', leafs('Стеллажи', 'Тележки', 'Поддоны')),
      ]),
    ],
  },
  {
    groupId: 3,
    forRetail: false,
    forWholesale: true,
    tops: [
      branch('Металлы', [
        branch('Чёрный металлопрокат', leafs('Арматура', 'Листовой прокат', 'Трубы стальные')),
        branch('Цветные металлы', leafs('Медь', 'Алюминий', 'Латунь')),
      ]),
      branch('Древесина', [
        branch('Пиломатериалы', leafs('Доска обрезная', 'Брус', 'Вагонка')),
        branch('Плитные материалы', leafs('Фанера', 'ДСП', 'ОСП')),
      ]),
      branch('Химическое сырьё', [
        branch('Полимеры', leafs('Полиэтилен', 'Полипропилен', 'ПВХ')),
        branch('Минеральное сырьё', leafs('Песок кварцевый', 'Мел', 'Гипс')),
      ]),
    ],
  },
];

export const UNIT_MEASURES: readonly string[] = [
  'шт.',
  'кг',
  'м',
  'л',
  'упак.',
  'т',
  'м²',
  'м³',
  'компл.',
  'рулон',
  'пара',
  'мешок',
];

export const CATEGORY_GROUP_NAMES: Readonly<Record<number, string>> = {
  1: 'Потребительские товары',
  2: 'Промышленные и строительные товары',
  3: 'Сырьё и материалы оптом',
};
