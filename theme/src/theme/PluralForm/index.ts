// Count-dependent theme strings in Docusaurus' format: the forms separated by '|', in the order of
// the locale's plural categories ('1 post|{count} posts' in English, three forms in Polish). A
// message with one form serves every count. Needed because sites bring Docusaurus code.json files,
// whose `*.plurals` messages have several forms.
import useSiteConfig from '@docusaurus/useSiteConfig';

const CATEGORY_ORDER: readonly string[] = ['zero', 'one', 'two', 'few', 'many', 'other'];
const rulesByLocale = new Map<string, { rules: Intl.PluralRules; categories: string[] }>();

function pluralRules(locale: string) {
  let entry = rulesByLocale.get(locale);
  if (!entry) {
    let rules: Intl.PluralRules;
    try {
      rules = new Intl.PluralRules(locale);
    } catch {
      // A locale code Intl does not know: English rules beat crashing the page.
      rules = new Intl.PluralRules('en');
    }
    const categories = [...rules.resolvedOptions().pluralCategories].sort(
      (a, b) => CATEGORY_ORDER.indexOf(a) - CATEGORY_ORDER.indexOf(b),
    );
    entry = { rules, categories };
    rulesByLocale.set(locale, entry);
  }
  return entry;
}

/** Picks the form of `message` ('1 post|3 posts') for `count` in `locale`. */
export function selectPluralMessage(message: string, count: number, locale = 'en'): string {
  const forms = message.split('|');
  if (forms.length === 1) return message;
  const { rules, categories } = pluralRules(locale);
  const index = categories.indexOf(rules.select(count));
  return forms[Math.min(Math.max(index, 0), forms.length - 1)]!;
}

/** The site's current locale; English when the config has no i18n block (hand-made configs in tests). */
export function useCurrentLocale(): string {
  return useSiteConfig().i18n?.currentLocale ?? 'en';
}

/** Like Docusaurus' usePluralForm: `selectMessage(count, translate(...))` in the current locale. */
export function usePluralForm(): { selectMessage: (count: number, message: string) => string } {
  const locale = useCurrentLocale();
  return { selectMessage: (count, message) => selectPluralMessage(message, count, locale) };
}
