// The forms engine of the step (the form stores and their view), loaded when the forms are first
// near: a delivery chosen, or one restored after a reload. Issue 11: /basket/delivery loads at
// most 40 KB of JS gzip until the point picker opens; the engine is 3.7 KB of it, and a point
// delivery shows no form before its point is picked.
export { createFormStore } from '../../../shared/forms/form-store'
export { ServerForm } from '../../../shared/forms/server-form'
// The checkout login's account choice: only the forms (the account terms) and Continue read it, so
// it comes with them, not with the step (issue 29: the login store is not on the page before).
export { accountCreateChosen } from '../../../shared/stores/login'
