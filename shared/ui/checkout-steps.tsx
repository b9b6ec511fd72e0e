import { useT } from '../i18n/t'
import type { Step } from '../routing/checkout-paths'

/** Each step's name (its translation key), in the steps' order: the steps' and the page title's. */
export const stepLabels: Record<Step, string> = {
  basket: 'checkoutStepBasket',
  delivery: 'checkoutStepDelivery',
  summary: 'checkoutStepSummary',
}
const STEPS = Object.keys(stepLabels) as Step[]

/**
 * SPEC 2: the three steps; the current one is marked, earlier ones link back. The checkout login
 * shows them too, on the way into the delivery step. Their styles come with each island's own
 * stylesheet (@import of checkout-steps.css), so the checkout gets a copy of this module (build/layout.mjs copiedModules).
 */
export function CheckoutSteps({ step, hrefs }: { step: Step; hrefs: Record<Step, string> }) {
  const t = useT()
  const current = STEPS.indexOf(step)
  return (
    <nav className="sw-co__steps" aria-label={t('checkoutSteps')}>
      <ol>
        {STEPS.map((item, index) => {
          const name = <span className="sw-co__step-name">{t(stepLabels[item])}</span>
          return (
            <li key={item} className={index === current ? 'is-current' : index < current ? 'is-done' : undefined}>
              {index < current ? (
                <a href={hrefs[item]}>{name}</a>
              ) : (
                <span aria-current={index === current ? 'step' : undefined}>{name}</span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
