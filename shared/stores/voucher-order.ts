import { postVoucherOrder } from '../api/order'
import { navigation } from '../browser/navigate'
import { failureText } from '../i18n/failure-text'
import { readConfig } from '../page-data/shop-data'
import { notifyResult } from './notifications'

/**
 * SPEC 2 Voucher orders go to /{language}/voucherOrder/{transaction}: under the page's language
 * prefix, none for the default language (SPEC 2: "the default language has no prefix").
 */
export const voucherOrderPath = (homePath: string, transaction: string) =>
  `${homePath.replace(/\/$/, '')}/voucherOrder/${encodeURIComponent(transaction)}`

/**
 * SPEC 7 POST /vouchers/order with the voucher form's values, then the voucher order's page. A
 * refusal or a failure shows its notice and leaves the form as it was; true when the order went through.
 */
export async function orderVoucher(values: Record<string, string>): Promise<boolean> {
  try {
    const answer = await postVoucherOrder(values)
    navigation.go(voucherOrderPath(readConfig().paths.home, answer.transaction))
    return true
  } catch (error) {
    notifyResult(failureText(error), false)
    return false
  }
}
