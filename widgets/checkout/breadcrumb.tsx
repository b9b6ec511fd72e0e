import { useT } from '../../shared/i18n/t'
import type { Step } from './router'

const STEPS: { step: Step; label: string }[] = [
  { step: 'basket', label: 'checkoutStepBasket' },
  { step: 'delivery', label: 'checkoutStepDelivery' },
  { step: 'summary', label: 'checkoutStepSummary' },
]

/** SPEC 2: the three steps; the current one is marked, earlier ones link back. */
export function Breadcrumb({ step, hrefs }: { step: Step; hrefs: Record<Step, string> }) {
  const t = useT()
  const current = STEPS.findIndex((item) => item.step === step)
  return (
    <nav className="sw-co__steps" aria-label={t('checkoutSteps')}>
      <ol>
        {STEPS.map((item, index) => (
          <li key={item.step} className={index === current ? 'is-current' : index < current ? 'is-done' : undefined}>
            {index < current ? (
              <a href={hrefs[item.step]}>{t(item.label)}</a>
            ) : (
              <span aria-current={index === current ? 'step' : undefined}>{t(item.label)}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
