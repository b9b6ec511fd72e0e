import { useMemo } from 'react'
import { currentHash } from '../../shared/browser/navigate'
import { createFormStore } from '../../shared/forms/form-store'
import { ServerForm } from '../../shared/forms/server-form'
import { useBusy } from '../../shared/hooks/use-busy'
import { useT } from '../../shared/i18n/t'
import { readConfig } from '../../shared/page-data/shop-data'
import { checkoutPaths } from '../../shared/routing/checkout-paths'
import { follow } from '../../shared/stores/follow'
import { applyLogin, chooseGuest } from '../../shared/stores/login'
import type { LoginProps } from './props'
import { loginTarget } from './rules'
import './login.css'

/** SPEC 2 Login: the login form; from a basket path, the checkout login with the guest choices. */
export function Login({ form, checkout, to, socials, registerUrl, resetPasswordUrl }: LoginProps) {
  const t = useT()
  const config = readConfig()
  const deliveryPath = checkoutPaths(config.paths.basket).delivery
  const [choosing, run] = useBusy()
  const store = useMemo(
    () =>
      createFormStore(form, {
        extra: () => ({ basket: checkout ? '1' : '0' }),
        // SPEC 4: on success store addresses and name, then go to the remembered target or home
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
      <h1 id="sw-login-title">{t(checkout ? 'loginCheckoutTitle' : 'loginTitle')}</h1>
      {checkout && <p>{t('loginCheckoutInfo')}</p>}
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
  return (
    <div className="sw-login sw-login--checkout">
      {loginBlock}
      <section className="sw-login__benefits" aria-labelledby="sw-login-benefits">
        <h2 id="sw-login-benefits">{t('loginBenefitsTitle')}</h2>
        <ul>
          <li>{t('loginBenefitAddress')}</li>
          <li>{t('loginBenefitStatus')}</li>
          <li>{t('loginBenefitHistory')}</li>
        </ul>
        <button type="button" className="sw-button" disabled={choosing} onClick={() => guest(true)}>
          {t('loginCreateAccount')}
        </button>
        <button type="button" className="sw-button sw-button--secondary" disabled={choosing} onClick={() => guest(false)}>
          {t('loginContinueAsGuest')}
        </button>
      </section>
    </div>
  )
}
