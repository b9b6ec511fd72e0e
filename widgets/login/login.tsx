import { useMemo } from 'react'
import { currentHash } from '../../shared/browser/navigate'
import { formatPrice } from '../../shared/format/price'
import { createFormStore } from '../../shared/forms/form-store'
import { ServerForm } from '../../shared/forms/server-form'
import { useBusy } from '../../shared/hooks/use-busy'
import { useStore } from '../../shared/hooks/use-store'
import { useT } from '../../shared/i18n/t'
import { readConfig } from '../../shared/page-data/shop-data'
import { checkoutPaths } from '../../shared/routing/checkout-paths'
import { $basket } from '../../shared/stores/basket'
import { follow } from '../../shared/stores/follow'
import { applyLogin, chooseGuest } from '../../shared/stores/login'
import { $setup } from '../../shared/stores/setup'
import { CheckoutSteps } from '../../shared/ui/checkout-steps'
import type { LoginProps } from './props'
import { loginTarget } from './rules'
import './login.css'

/** SPEC 2 Login: the login form; from a basket path, the checkout login with the guest choices. */
export function Login({ form, checkout, to, socials, registerUrl, resetPasswordUrl }: LoginProps) {
  const t = useT()
  const config = readConfig()
  const hrefs = checkoutPaths(config.paths.basket)
  const deliveryPath = hrefs.delivery
  const basket = useStore($basket)
  const { currency } = useStore($setup)
  const [choosing, run] = useBusy()
  const store = useMemo(
    () =>
      createFormStore(form, {
        extra: () => ({ basket: checkout ? '1' : '0' }),
        // SPEC 4: on success store the name (the addresses: docs/spec-readings.md), then go to the remembered target or home
        // (SPEC 2 Global navigation); a target the navigation rule refuses keeps the shopper here.
        onSuccess: (answer) => {
          applyLogin(answer.data)
          follow(loginTarget(to, currentHash()) || answer.redirect || config.paths.home, to ? 'login to' : 'login redirect')
          return true
        },
      }),
    [form, checkout, to, config.paths.home],
  )
  const guest = (createAccount: boolean) => run(() => chooseGuest(createAccount, deliveryPath))

  const loginBlock = (
    <section className="sw-login__block" aria-labelledby="sw-login-title">
      {!checkout && <h1 id="sw-login-title">{t('loginTitle')}</h1>}
      <ServerForm store={store} submitLabel={t('login')}>
        <a href={resetPasswordUrl}>{t('loginPasswordForgotten')}</a>
      </ServerForm>
      {socials.length > 0 && (
        <>
          <p className="sw-login__or">
            <span>{t('loginOr')}</span>
          </p>
          <ul className="sw-login__socials">
            {socials
              .filter((social) => social.url)
              .map((social) => (
                <li key={social.id}>
                  <a className="sw-button sw-button--secondary" href={social.url} data-provider={social.id}>
                    {t('loginWith', { name: social.name })}
                  </a>
                </li>
              ))}
          </ul>
        </>
      )}
      {!checkout && (
        <p>
          <a href={registerUrl}>{t('loginRegister')}</a>
        </p>
      )}
    </section>
  )

  if (!checkout) return <div className="sw-login">{loginBlock}</div>
  // The checkout's way in (SPEC 2 Login): where the shopper is (the steps and the basket's total)
  // and the guest choice come first, so a phone shows them without scrolling past the login form.
  return (
    <div className="sw-login sw-login--checkout">
      <div className="sw-login__intro">
        <CheckoutSteps step="delivery" hrefs={hrefs} />
        {basket.products.length > 0 && (
          <p className="sw-login__total">
            {t('loginBasketTotal')} <strong>{formatPrice(basket.total.final, currency.symbol)}</strong>
          </p>
        )}
        <h1 id="sw-login-title">{t('loginCheckoutTitle')}</h1>
        <p>{t('loginCheckoutInfo')}</p>
        <button type="button" className="sw-button" disabled={choosing} onClick={() => guest(false)}>
          {t('loginContinueAsGuest')}
        </button>
      </div>
      {loginBlock}
      <section className="sw-login__benefits" aria-labelledby="sw-login-benefits">
        <h2 id="sw-login-benefits">{t('loginBenefitsTitle')}</h2>
        <ul>
          <li>{t('loginBenefitAddress')}</li>
          <li>{t('loginBenefitStatus')}</li>
          <li>{t('loginBenefitHistory')}</li>
        </ul>
        <button type="button" className="sw-button sw-button--secondary" disabled={choosing} onClick={() => guest(true)}>
          {t('loginCreateAccount')}
        </button>
      </section>
    </div>
  )
}
