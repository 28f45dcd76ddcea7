import isoCountries from 'i18n-iso-countries';
import { RUSSIAN_REGIONS, type CitySeed, type RegionSeed } from './russia.js';

/**
 * The countries the marketplace serves and their regions (docs/contract/delivery.md "Locations").
 *
 * Country names: `i18n-iso-countries`, `ru` locale, by ISO 3166-1 alpha-2 code, except Russia,
 * written 'Россия' (the package says 'Российская Федерация'). Ids are fixed here: 1 Россия, then
 * the Eurasian / CIS countries in this order; never reorder, append.
 *
 * Regions of the other countries: their first-level divisions (oblasts, regions, the capital city
 * where it is a division of its own), at least the main ones, in Russian; id = countryId × 1000 + n
 * in the order written. Cities: the division's centre and main cities, id = regionId × 100 + n.
 * CDEK codes of these cities are not known reliably here: null.
 */

export interface CountrySeed {
  id: number;
  iso: string;
  regions: readonly RegionSeed[];
}

export const RUSSIA_ID = 1;

type ForeignRegion = readonly [name: string, cities: readonly string[]];

function numbered(countryId: number, regions: readonly ForeignRegion[]): RegionSeed[] {
  return regions.map(([name, cities], i) => ({
    id: countryId * 1000 + i + 1,
    name,
    cities: cities.map((city): CitySeed => [city, null]),
  }));
}

const FOREIGN: readonly { id: number; iso: string; regions: readonly ForeignRegion[] }[] = [
  {
    id: 2,
    iso: 'BY',
    regions: [
      ['Минск', ['Минск']],
      ['Минская область', ['Борисов', 'Солигорск', 'Молодечно']],
      ['Брестская область', ['Брест', 'Барановичи', 'Пинск']],
      ['Витебская область', ['Витебск', 'Орша', 'Полоцк']],
      ['Гомельская область', ['Гомель', 'Мозырь', 'Жлобин']],
      ['Гродненская область', ['Гродно', 'Лида']],
      ['Могилёвская область', ['Могилёв', 'Бобруйск']],
    ],
  },
  {
    id: 3,
    iso: 'KZ',
    regions: [
      ['Астана', ['Астана']],
      ['Алматы', ['Алматы']],
      ['Шымкент', ['Шымкент']],
      ['Карагандинская область', ['Караганда', 'Темиртау']],
      ['Алматинская область', ['Конаев', 'Талгар']],
      ['Акмолинская область', ['Кокшетау', 'Степногорск']],
      ['Актюбинская область', ['Актобе']],
      ['Атырауская область', ['Атырау']],
      ['Восточно-Казахстанская область', ['Усть-Каменогорск', 'Риддер']],
      ['Костанайская область', ['Костанай', 'Рудный']],
      ['Павлодарская область', ['Павлодар', 'Экибастуз']],
      ['Северо-Казахстанская область', ['Петропавловск']],
      ['Западно-Казахстанская область', ['Уральск']],
      ['Мангистауская область', ['Актау', 'Жанаозен']],
    ],
  },
  {
    id: 4,
    iso: 'AM',
    regions: [
      ['Ереван', ['Ереван']],
      ['Ширакская область', ['Гюмри']],
      ['Лорийская область', ['Ванадзор']],
      ['Котайкская область', ['Абовян', 'Раздан']],
      ['Араратская область', ['Арташат', 'Арарат']],
    ],
  },
  {
    id: 5,
    iso: 'KG',
    regions: [
      ['Бишкек', ['Бишкек']],
      ['Ош', ['Ош']],
      ['Чуйская область', ['Токмок', 'Кант']],
      ['Иссык-Кульская область', ['Каракол', 'Балыкчы']],
      ['Джалал-Абадская область', ['Джалал-Абад']],
    ],
  },
  {
    id: 6,
    iso: 'UZ',
    regions: [
      ['Ташкент', ['Ташкент']],
      ['Ташкентская область', ['Чирчик', 'Алмалык', 'Ангрен']],
      ['Самаркандская область', ['Самарканд']],
      ['Бухарская область', ['Бухара']],
      ['Ферганская область', ['Фергана', 'Коканд']],
      ['Андижанская область', ['Андижан']],
      ['Наманганская область', ['Наманган']],
    ],
  },
  {
    id: 7,
    iso: 'TJ',
    regions: [
      ['Душанбе', ['Душанбе']],
      ['Согдийская область', ['Худжанд', 'Истаравшан']],
      ['Хатлонская область', ['Бохтар', 'Куляб']],
    ],
  },
  {
    id: 8,
    iso: 'AZ',
    regions: [
      ['Баку', ['Баку']],
      ['Гянджа', ['Гянджа']],
      ['Сумгайыт', ['Сумгайыт']],
      ['Абшеронский район', ['Хырдалан']],
    ],
  },
  {
    id: 9,
    iso: 'MD',
    regions: [
      ['Кишинёв', ['Кишинёв']],
      ['Бельцы', ['Бельцы']],
      ['АТО Гагаузия', ['Комрат']],
    ],
  },
  {
    id: 10,
    iso: 'GE',
    regions: [
      ['Тбилиси', ['Тбилиси']],
      ['Аджария', ['Батуми']],
      ['Имеретия', ['Кутаиси']],
    ],
  },
  {
    id: 11,
    iso: 'TM',
    regions: [
      ['Ашхабад', ['Ашхабад']],
      ['Лебапский велаят', ['Туркменабад']],
      ['Марыйский велаят', ['Мары']],
    ],
  },
  {
    id: 12,
    iso: 'MN',
    regions: [
      ['Улан-Батор', ['Улан-Батор']],
      ['Орхон', ['Эрдэнэт']],
    ],
  },
];

export const COUNTRIES: readonly CountrySeed[] = [
  { id: RUSSIA_ID, iso: 'RU', regions: RUSSIAN_REGIONS },
  ...FOREIGN.map((country) => ({
    id: country.id,
    iso: country.iso,
    regions: numbered(country.id, country.regions),
  })),
];

/** The Russian name of a country of the list (Russia: 'Россия'). */
export function countryName(country: CountrySeed): string {
  if (country.id === RUSSIA_ID) return 'Россия';
  const name = isoCountries.getName(country.iso, 'ru');
  if (!name) throw new Error(`No Russian name for ${country.iso}`);
  return name;
}
