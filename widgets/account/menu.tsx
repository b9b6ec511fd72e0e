import { useLayoutEffect, useRef } from 'react'
import { useT } from '../../shared/i18n/t'
import { accountHref, type MenuSection } from './rules'

/**
 * The menu's sections in its order, each with the translation key of its name, written out so
 * `npm run contract` lists them.
 */
export const sectionTitleKeys: Record<MenuSection, string> = {
  personalData: 'accountSectionPersonalData',
  passwordChange: 'accountSectionPasswordChange',
  address: 'accountSectionAddress',
  orders: 'accountSectionOrders',
  returns: 'accountSectionReturns',
  opinions: 'accountSectionOpinions',
  loyaltyProgram: 'accountSectionLoyaltyProgram',
  bok: 'accountSectionBok',
  cupboards: 'accountSectionCupboards',
}
const menuSections = Object.keys(sectionTitleKeys) as MenuSection[]

/**
 * The account menu: one link per section, the current one marked (SPEC 2 Account), then the
 * vouchers (SPEC 2 Vouchers: a page of the shop outside myAccount, which a customer looks for
 * among their things).
 */
export function AccountMenu({ lang, active }: { lang: string; active: MenuSection | null }) {
  const t = useT()
  const list = useRef<HTMLUListElement>(null)
  // A phone shows the menu as one sideways-scrolling line, shaded at the side with more
  // (account.css): the current section is brought into it (within the list only; the page does
  // not move). After a frame: on the first render the island is still hidden behind the server's
  // markup and has no size.
  // biome-ignore lint/correctness/useExhaustiveDependencies: again whenever the current section changes
  useLayoutEffect(() => {
    const frame = requestAnimationFrame(() => {
      const element = list.current
      const current = element?.querySelector<HTMLElement>('[aria-current="page"]')
      if (!element || !current || element.scrollWidth <= element.clientWidth) return
      element.scrollLeft = current.offsetLeft - element.offsetLeft - (element.clientWidth - current.offsetWidth) / 2
    })
    return () => cancelAnimationFrame(frame)
  }, [active])
  return (
    <nav className="sw-acc__menu" aria-label={t('accountMenu')}>
      <ul ref={list}>
        {menuSections.map((section) => (
          <li key={section}>
            <a href={accountHref(lang, section)} aria-current={section === active ? 'page' : undefined}>
              {t(sectionTitleKeys[section])}
            </a>
          </li>
        ))}
        <li>
          <a href={`${lang}/vouchers`}>{t('accountSectionVouchers')}</a>
        </li>
      </ul>
    </nav>
  )
}
