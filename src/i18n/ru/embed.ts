/** The 'Embed' screen (/dashboard/embed): the store widget's code for other sites. Keys: `embed.*`. */
export const embed = {
  intro:
    'Разместите виджет вашего магазина на своём сайте: скопируйте код и вставьте его в HTML-страницу. Покупатели увидят магазин, его рейтинг и число товаров и перейдут к покупкам на маркетплейсе.',
  settings: 'Настройки виджета',
  width: 'Ширина, пикс.',
  height: 'Высота, пикс.',
  sizeHint: 'От %{min} до %{max}',
  theme: 'Оформление',
  themes: {
    light: 'Светлое',
    dark: 'Тёмное',
  },
  code: 'Код для вставки',
  copy: 'Копировать код',
  copied: 'Код скопирован',
  copyFailed: 'Не удалось скопировать код: выделите его и скопируйте вручную',
  preview: 'Предпросмотр',
  /** The `title` of the iframe in the code: what screen readers announce on the seller's site. */
  frameTitle: 'Магазин «%{name}» на маркетплейсе',
  /** Its pages' titles (top bar and headings), by route. */
  route: {
    embed: 'Embed: виджет магазина',
  },

  /** Its sidebar labels (spec section 2 "Sidebar menus"). */
  sidebar: {
    marketingEmbed: 'Embed',
  },
} as const;
