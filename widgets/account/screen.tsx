import { type ComponentType, useCallback } from 'react'
import { useT } from '../../shared/i18n/t'
import { lazyComponent } from '../../shared/ui/lazy'
import type { AccountReturnsRoute } from '../returns/account-returns'
import type { InitialAnswers } from './initial-answers'
import type { AccountRouter } from './routes'
import { type AccountRoute, accountHref } from './rules'
import { ScreenFrame } from './screen-frame'

/**
 * A screen that is a chunk of its own, loaded when first shown (a /myAccount page carries the menu
 * and its own screen, within the page's byte budget, test/budgets.ts), drawn in its frame (the section's heading)
 * once here: the server's container stays until then. The frame is the entry's and the screens'
 * chunks share no module with it (the conversation, which titles itself, is handed it).
 */
function framed<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazyComponent(() =>
    load().then(
      (Content) =>
        function FramedScreen({ title, ...props }: P & { title: string }) {
          return (
            <ScreenFrame title={title}>
              <Content {...(props as P)} />
            </ScreenFrame>
          )
        },
    ),
  )
}

const Orders = framed(() => import('./orders').then((module) => module.Orders))
const Addresses = framed(() => import('./addresses').then((module) => module.Addresses))
const Opinions = framed(() => import('./lists').then((module) => module.Opinions))
const Loyalty = framed(() => import('./lists').then((module) => module.Loyalty))
const PersonalData = framed(() => import('./form-screens').then((module) => module.PersonalData))
const PasswordChange = framed(() => import('./form-screens').then((module) => module.PasswordChange))
const Bok = framed(() => import('./bok').then((module) => module.Bok))
const Conversation = lazyComponent(() => import('./conversation').then((module) => module.Conversation))
/**
 * The return screens' loading box (widgets/returns/return-screens.tsx), which the server prints in
 * its container too (fixtures/pages/account-page.ts): it holds the screen's height from the first
 * paint to the screen's content, so the footer does not move (test/e2e/returns.spec.ts measures it).
 */
function ReturnsLoading() {
  const t = useT()
  return (
    <div className="sw-rt sw-rt--loading" role="status">
      {t('returnsLoading')}
    </div>
  )
}

// The return screens are the returns island's (SPEC 2 Account returns …): drawn in this slot.
const AccountReturns = lazyComponent(() => import('../returns/account-returns').then((module) => module.AccountReturns), ReturnsLoading)

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
  /** The section's name, the heading of its screen. */
  title: string
  lang: string
  router: AccountRouter
  /** The server's answers for the first screen (props.initial). */
  answers: InitialAnswers
}

/** The screen of the route; nothing for the cupboards (their own islands, server-rendered). */
export function Screen({ route, title, lang, router, answers }: ScreenProps) {
  // The screens get the sections' addresses from here: rules.ts stays in the entry's chunk.
  const href = useCallback((section: string, page?: number) => accountHref(lang, section, page), [lang])
  const returns = returnsRoute(route)
  if (returns) {
    // The return screens title their steps (h2); the account's heading stays the section's.
    return (
      <ScreenFrame title={title}>
        <AccountReturns route={returns} take={answers.take} />
      </ScreenFrame>
    )
  }
  switch (route.screen) {
    case 'personalData':
      return <PersonalData title={title} answers={answers} />
    case 'passwordChange':
      return <PasswordChange title={title} answers={answers} />
    case 'address':
      return <Addresses title={title} answers={answers} />
    case 'orders':
      return (
        <Orders
          title={title}
          page={route.page}
          id={route.id}
          unloggedHash={route.unloggedHash}
          href={href}
          router={router}
          answers={answers}
        />
      )
    case 'opinions':
      return <Opinions title={title} answers={answers} />
    case 'loyaltyProgram':
      return <Loyalty title={title} answers={answers} />
    case 'bok':
      return <Bok title={title} page={route.page} href={href} router={router} answers={answers} />
    case 'bokConversation':
      return <Conversation id={route.id} href={href} answers={answers} frame={ScreenFrame} />
    default:
      return null
  }
}
