import { describe, expect, it } from 'vitest';
import { nameInitials } from '../../src/components/format';
import { storeInitials } from '../../src/layout/StoreMenu';

describe('avatar initials', () => {
  it.each([
    ['ООО «СтройДвор»', 'СД'],
    ['ООО "Ромашка"', 'РО'],
    ['АО «Уральские Промтовары»', 'УП'],
    ['ПАО „Северсталь“', 'СЕ'],
    ['ЗАО «Торговый дом „Восток“»', 'ТД'],
    ['ИП Иванов Иван Иванович', 'ИИ'],
    ['Иванов И. И., ИП', 'ИИ'],
    ['ОАО «Мясокомбинат Клинский»', 'МК'],
    ['Уральские Промтовары', 'УП'],
    ['Текстиль Иваново', 'ТИ'],
    ['«Маркет»', 'МА'],
    ['ООО', 'ОО'],
    ['  ', ''],
    ['«»', ''],
  ])('%s -> %s', (name, expected) => {
    expect(nameInitials(name)).toBe(expected);
  });

  it('never contains a quote or punctuation', () => {
    for (const name of ['ООО «СтройДвор»', "ООО 'А'", 'ООО "Б-2"', 'ИП «Петров»'])
      expect(nameInitials(name)).toMatch(/^[\p{L}\p{N}]{1,2}$/u);
  });

  it('is what the store menu and the dashboard avatar show', () => {
    expect(storeInitials('ООО «СтройДвор»')).toBe('СД');
  });
});
