import { getLoyalty, getOpinions } from '../../shared/api/account'
import { useT } from '../../shared/i18n/t'
import { loyaltyAnswerSchema, opinionsAnswerSchema } from '../../shared/schemas/account'
import { LoadState } from '../../shared/ui/load-state'
import type { InitialAnswers } from './initial-answers'
import { sectionLook, useSection } from './use-section'

/** SPEC 3 Account state opinions: the customer's reviews; their words are shown as text. */
export function Opinions({ answers }: { answers: InitialAnswers }) {
  const t = useT()
  const section = useSection('opinions', opinionsAnswerSchema, getOpinions, answers)
  return (
    <LoadState load={section} {...sectionLook(t)}>
      {(data) =>
        data.items.length === 0 ? (
          <p className="sw-acc__empty">{t('accountOpinionsEmpty')}</p>
        ) : (
          <ul className="sw-acc-opinions">
            {data.items.map((item) => (
              <li key={item.id}>
                <p className="sw-acc-opinions__product">
                  {item.productUrl ? <a href={item.productUrl}>{item.productName}</a> : item.productName}
                </p>
                <p className="sw-acc-opinions__meta">
                  <span>{t('accountOpinionRating', { rating: item.rating })}</span> <span>{item.date}</span>
                </p>
                <p>{item.content}</p>
              </li>
            ))}
          </ul>
        )
      }
    </LoadState>
  )
}

/** SPEC 3 Account state points: the loyalty program's balance. */
export function Loyalty({ answers }: { answers: InitialAnswers }) {
  const t = useT()
  const section = useSection('loyaltyProgram', loyaltyAnswerSchema, getLoyalty, answers)
  return (
    <LoadState load={section} {...sectionLook(t)}>
      {(data) => (
        <div className="sw-acc-loyalty">
          <p className="sw-acc-loyalty__points">{t('accountLoyaltyPoints', { points: data.points })}</p>
          <p>{t('accountLoyaltyInfo')}</p>
        </div>
      )}
    </LoadState>
  )
}
