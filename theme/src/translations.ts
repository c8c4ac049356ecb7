// The navbar's and footer's words in Docusaurus' translation files of its classic theme
// (`i18n/<locale>/docusaurus-theme-classic/navbar.json` and `footer.json`): the navbar title and
// logo alt text, each item's label (`item.label.<label>`, dropdown items too), the footer's
// column titles (`link.title.<title>`), link labels (`link.item.label.<label>`), copyright and
// logo alt text. Labels are keyed by their untranslated text.
import type { TranslationFile, TranslationFileContent } from '@tessera/core/node';
import type { FooterConfig, NavbarItemConfig, ThemeConfig } from './themeConfig';

type Messages = TranslationFileContent;

export function themeTranslationFiles(themeConfig: ThemeConfig): TranslationFile[] {
  const navbar: Messages = {};
  const { title, logo, items } = themeConfig.navbar;
  if (title) navbar.title = { message: title, description: 'Navbar title' };
  if (logo?.alt) navbar['logo.alt'] = { message: logo.alt, description: 'Navbar logo text' };
  for (const item of navbarItemsDeep(items))
    if (item.label)
      navbar[`item.label.${item.label}`] = {
        message: item.label,
        description: `Navbar item "${item.label}"`,
      };
  const footer: Messages = {};
  const config = themeConfig.footer;
  if (config) {
    for (const link of config.links) {
      if (isColumn(link)) {
        if (link.title)
          footer[`link.title.${link.title}`] = {
            message: link.title,
            description: `Footer column "${link.title}"`,
          };
        for (const item of link.items) addFooterLink(footer, item);
      } else addFooterLink(footer, link);
    }
    if (config.copyright)
      footer.copyright = { message: config.copyright, description: 'Footer copyright line' };
    if (config.logo?.alt)
      footer['logo.alt'] = { message: config.logo.alt, description: 'Footer logo text' };
  }
  return [
    { path: 'navbar', content: navbar },
    ...(config ? [{ path: 'footer', content: footer }] : []),
  ];
}

export function translateThemeConfig(
  themeConfig: ThemeConfig,
  files: TranslationFile[],
): ThemeConfig {
  const navbar = files.find((f) => f.path === 'navbar')?.content ?? {};
  const footer = files.find((f) => f.path === 'footer')?.content ?? {};
  const text = (messages: Messages, key: string, fallback: string) =>
    messages[key]?.message ?? fallback;
  // Nothing translated (a site with one locale): the config stays as it was.
  const defaults = themeTranslationFiles(themeConfig);
  const changed = defaults.some((file) =>
    Object.entries(file.content).some(
      ([key, m]) => (file.path === 'navbar' ? navbar : footer)[key]?.message !== m.message,
    ),
  );
  if (!changed) return themeConfig;

  const translateItem = (item: NavbarItemConfig): NavbarItemConfig => ({
    ...item,
    ...(item.label ? { label: text(navbar, `item.label.${item.label}`, item.label) } : {}),
    ...(item.items ? { items: item.items.map(translateItem) } : {}),
    ...(item.dropdownItemsBefore
      ? { dropdownItemsBefore: item.dropdownItemsBefore.map(translateItem) }
      : {}),
    ...(item.dropdownItemsAfter
      ? { dropdownItemsAfter: item.dropdownItemsAfter.map(translateItem) }
      : {}),
  });
  const { title, logo, items } = themeConfig.navbar;
  const translatedNavbar = {
    ...themeConfig.navbar,
    ...(title ? { title: text(navbar, 'title', title) } : {}),
    ...(logo
      ? { logo: { ...logo, ...(logo.alt ? { alt: text(navbar, 'logo.alt', logo.alt) } : {}) } }
      : {}),
    items: items.map(translateItem),
  };
  const config = themeConfig.footer;
  const footerLink = <T extends { label?: string }>(item: T): T =>
    item.label
      ? { ...item, label: text(footer, `link.item.label.${item.label}`, item.label) }
      : item;
  const translatedFooter = config && {
    ...config,
    links: config.links.map((link) =>
      isColumn(link)
        ? {
            ...link,
            ...(link.title ? { title: text(footer, `link.title.${link.title}`, link.title) } : {}),
            items: link.items.map(footerLink),
          }
        : footerLink(link),
    ) as FooterConfig['links'],
    ...(config.copyright ? { copyright: text(footer, 'copyright', config.copyright) } : {}),
    ...(config.logo
      ? {
          logo: {
            ...config.logo,
            ...(config.logo.alt ? { alt: text(footer, 'logo.alt', config.logo.alt) } : {}),
          },
        }
      : {}),
  };
  return {
    ...themeConfig,
    navbar: translatedNavbar,
    ...(translatedFooter ? { footer: translatedFooter } : {}),
  };
}

type FooterLink = FooterConfig['links'][number];
type FooterColumn = Extract<FooterLink, { items: unknown }>;

function isColumn(link: FooterLink): link is FooterColumn {
  return Array.isArray((link as { items?: unknown }).items);
}

function addFooterLink(messages: Messages, item: { label?: string }): void {
  if (item.label)
    messages[`link.item.label.${item.label}`] = {
      message: item.label,
      description: `Footer link "${item.label}"`,
    };
}

function navbarItemsDeep(items: NavbarItemConfig[]): NavbarItemConfig[] {
  return items.flatMap((item) => [
    item,
    ...navbarItemsDeep([
      ...(item.items ?? []),
      ...(item.dropdownItemsBefore ?? []),
      ...(item.dropdownItemsAfter ?? []),
    ]),
  ]);
}
