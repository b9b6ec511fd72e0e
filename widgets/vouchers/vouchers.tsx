import { useMemo } from 'react'
import { createFormStore } from '../../shared/forms/form-store'
import { ServerForm } from '../../shared/forms/server-form'
import type { Form } from '../../shared/schemas/form'
import type { VouchersProps } from './props'
import { VoucherConfirm } from './voucher-confirm'
import './vouchers.css'

/** SPEC 2 Vouchers: the request form on /vouchers, the confirmation and order on /vouchers/confirm. */
export function Vouchers(props: VouchersProps) {
  if (props.screen === 'form' && props.form) return <VoucherForm form={props.form} />
  return <VoucherConfirm values={props.values} discount={props.discount} orderDisabled={props.orderDisabled} />
}

/**
 * The request form, posted to /vouchers/index (SPEC 2): not cleared after submit (its clearAfter
 * is off, and a failure keeps what was typed); the success answer's redirect goes to /vouchers/confirm.
 */
function VoucherForm({ form }: { form: Form }) {
  const store = useMemo(() => createFormStore(form), [form])
  return <ServerForm store={store} className="sw-vouchers" />
}
