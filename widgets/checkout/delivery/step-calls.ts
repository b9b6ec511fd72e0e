import { postAddress, postCountry, postPayments } from '../../../shared/api/checkout'
import type { Countries, DeliveryBasket, DeliveryCost, PaymentsAnswer } from '../../../shared/schemas/checkout'
import { setBasket } from '../../../shared/stores/basket'
import { $countryAnswer, applyBasketAnswer, handleBasketFailure } from '../../../shared/stores/basket-answers'
import { notifyResult } from '../../../shared/stores/notifications'
import { notifyFailure } from '../../../shared/stores/notify-failure'
import { formsVisible, reconcile } from './rules'
import type { SavedInput } from './saved-input'
import { partsOf, type StepContext } from './step-state'

// The delivery step's calls to the server before Continue (SPEC 4 Checkout, 8): its options and
// forms, a change of country, a new saved address. Continue's call is in continue.ts.

/** SPEC 8: an answer with a redirect flag goes where it says; false when it did. */
function takeAnswer(answer: PaymentsAnswer): boolean {
  applyBasketAnswer(answer)
  return !answer.redirect
}

export function createStepCalls(step: StepContext, saved: SavedInput | null) {
  const { state, patch, persist, forms } = step

  /** New options: the choice keeps what they still offer. */
  function applyOptions(options: DeliveryCost[], parts: DeliveryBasket, countries?: Countries): void {
    const choice = reconcile(state().choice, options, parts.payment_methods)
    patch({ options, parts, countries: countries ?? state().countries, choice })
    persist()
  }

  /** The step's options and forms (POST /ajax/basket/payments). */
  async function load(): Promise<void> {
    patch({ status: 'loading' })
    // A choice kept from before a reload shows the forms at once: their engine loads alongside.
    if (saved?.choice.deliveryId != null) void forms.loadFormEngine()
    try {
      const answer = await postPayments()
      if (!takeAnswer(answer)) return
      forms.setForms(answer.forms)
      const parts = partsOf(answer.basket)
      const first = state().status === 'loading' && saved ? saved.choice : state().choice
      patch({ choice: first, index: saved?.index ?? parts.addressIndex })
      applyOptions(answer.deliveries_costs, parts, answer.countries)
      // The step appears whole: no form drops in a moment after the rest (a layout shift).
      if (formsVisible(state().choice, state().options)) await forms.loadFormEngine()
      patch({ status: 'ready' })
    } catch (error) {
      patch({ status: 'failed' })
      await handleBasketFailure(error)
    }
  }

  /** The shopper picks another country (POST /ajax/basket/country): its options come back. */
  async function setCountry(id: number): Promise<void> {
    const before = state()
    if (before.countryPending || id === before.countries.selected) return
    patch({ countryPending: true })
    try {
      const answer = await postCountry(id)
      if (!takeAnswer(answer)) return
      applyOptions(answer.deliveries_costs, partsOf(answer.basket), answer.countries ?? { ...before.countries, selected: id })
      patch({ countries: { ...state().countries, selected: id } })
    } catch (error) {
      await handleBasketFailure(error)
    } finally {
      patch({ countryPending: false })
    }
  }

  /** SPEC 4 Language modal: the picker's in-place save set the country; its answer lands here. Returns the unsubscribe. */
  const listenCountry = () =>
    $countryAnswer.listen((heard) => {
      if (!heard) return
      patch({ pickerOpen: false })
      applyOptions(
        heard.answer.deliveries_costs,
        partsOf(heard.answer.basket),
        heard.answer.countries ?? { ...state().countries, selected: heard.countryId },
      )
    })

  /** A logged-in shopper saves a new address (POST /ajax/basket/address/form); it becomes the chosen one. */
  async function saveAddress(kind: 'delivery' | 'invoice'): Promise<void> {
    const store = forms.$forms.get()[kind]
    if (!store?.validate()) return
    try {
      const answer = await postAddress(store.values())
      if (!answer.status) {
        store.showErrors(answer.error_fields)
        if (answer.message) notifyResult(answer.message, false)
        return
      }
      if (answer.basket) setBasket(answer.basket)
      const parts = answer.basket ? partsOf(answer.basket) : state().parts
      patch({
        parts,
        adding: { ...state().adding, [kind]: false },
        index: { ...state().index, [kind]: Math.max(0, parts.addresses[kind].length - 1) },
      })
      if (answer.message) notifyResult(answer.message, true)
      persist()
    } catch (error) {
      notifyFailure(error)
    }
  }

  return { load, setCountry, listenCountry, saveAddress }
}
