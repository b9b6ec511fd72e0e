import { useT } from '../../shared/i18n/t'
import { accountHref, type MenuSection, menuSections } from './rules'

/** The translation key of a section's name (accountSectionOrders …). */
export const sectionTitleKey = (section: MenuSection) => `accountSection${section[0]?.toUpperCase()}${section.slice(1)}`

/** The account menu: one link per section, the current one marked (SPEC 2 Account). */
export function AccountMenu({ lang, active }: { lang: string; active: MenuSection | null }) {
  const t = useT()
  return (
    <nav className="sw-acc__menu" aria-label={t('accountMenu')}>
      <ul>
        {menuSections.map((section) => (
          <li key={section}>
            <a href={accountHref(lang, section)} aria-current={section === active ? 'page' : undefined}>
              {t(sectionTitleKey(section))}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
