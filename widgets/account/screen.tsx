import { useCallback } from 'react'
import { useT } from '../../shared/i18n/t'
import { lazyComponent } from '../../shared/ui/lazy'
import type { AccountReturnsRoute } from '../returns/account-returns'
import type { InitialAnswers } from './initial-answers'
import type { AccountRouter } from './routes'
import { type AccountRoute, accountHref } from './rules'
import { ScreenFrame } from './screen-frame'

// Each screen is a chunk of its own, loaded when first shown (issue 29: a /myAccount page carries
// the menu and its own screen, at most 32 KB of JS); the server's container stays until it draws.
const Orders = lazyComponent(() => import('./orders').then((module) => module.Orders))
const Addresses = lazyComponent(() => import('./addresses').then((module) => module.Addresses))
const Opinions = lazyComponent(() => import('./lists').then((module) => module.Opinions))
const Loyalty = lazyComponent(() => import('./lists').then((module) => module.Loyalty))
const PersonalData = lazyComponent(() => import('./form-screens').then((module) => module.PersonalData))
const PasswordChange = lazyComponent(() => import('./form-screens').then((module) => module.PasswordChange))
const Bok = lazyComponent(() => import('./bok').then((module) => module.Bok))
const Conversation = lazyComponent(() => import('./conversation').then((module) => module.Conversation))
// The return screens are the returns island's (SPEC 2 Account returns …): drawn in this slot.
const AccountReturns = lazyComponent(() => import('../returns/account-returns').then((module) => module.AccountReturns))

function returnsRoute(route: AccountRoute): AccountReturnsRoute | null {
  switch (route.screen) {
    case 'returns':
      return { screen: 'list', page: route.page, id: route.id }
    case 'returnsCreate':
      return { screen: 'create', hash: route.hash }
    case 'returnsCreateClient':
      return { screen: 'client' }
    case 'returnsPreview':
      return { screen: 'preview' }
    default:
      return null
  }
}

export interface ScreenProps {
  route: AccountRoute
  lang: string
  router: AccountRouter
  /** The server's answers for the first screen (props.initial). */
  answers: InitialAnswers
}

/** The screen of the route; nothing for the cupboards (their own islands, server-rendered). */
export function Screen({ route, lang, router, answers }: ScreenProps) {
  const t = useT()
  // The screens get the sections' addresses from here: rules.ts stays in the entry's chunk.
  const href = useCallback((section: string, page?: number) => accountHref(lang, section, page), [lang])
  const returns = returnsRoute(route)
  if (returns) {
    // The return screens title their steps (h2); the account's heading stays the section's.
    return (
      <ScreenFrame title={t('accountSectionReturns')}>
        <AccountReturns route={returns} />
      </ScreenFrame>
    )
  }
  switch (route.screen) {
    case 'personalData':
      return <PersonalData answers={answers} />
    case 'passwordChange':
      return <PasswordChange answers={answers} />
    case 'address':
      return <Addresses answers={answers} />
    case 'orders':
      return <Orders page={route.page} id={route.id} unloggedHash={route.unloggedHash} href={href} router={router} answers={answers} />
    case 'opinions':
      return <Opinions answers={answers} />
    case 'loyaltyProgram':
      return <Loyalty answers={answers} />
    case 'bok':
      return <Bok page={route.page} href={href} router={router} answers={answers} />
    case 'bokConversation':
      return <Conversation id={route.id} href={href} answers={answers} />
    default:
      return null
  }
}
