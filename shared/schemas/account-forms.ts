import { flag, numeric, text, url } from './common'
import { formSchema } from './form'
import * as v from './kit'

// SPEC 3 Account state: the answers of the account's forms (personal data, password, an address, a
// new thread, a conversation's reply) and of its actions. Apart from account.ts (the lists), so a
// form's screen loads these only (its page's byte budget, test/budgets.ts).

/** A form the account shows (personal data, password, an address, a new thread). */
export const formAnswerSchema = v.looseObject({ form: formSchema })

/** GET /myAccount/ajax/personalData/download: downloadLinks (name, url, sent, lock, status). */
export const downloadsAnswerSchema = v.looseObject({
  downloadLinks: v.array(
    v.looseObject({
      name: text,
      url: url,
      sent: v.optional(flag, false),
      lock: v.optional(flag, false),
      status: v.optional(text, ''),
    }),
  ),
})

/** GET /myAccount/ajax/bok/conversation/{id}: form, isClosed, failed, messages, thread. */
export const conversationAnswerSchema = v.looseObject({
  form: v.nullish(formSchema, null),
  isClosed: v.optional(flag, false),
  failed: v.optional(flag, false),
  messages: v.optional(
    v.array(
      v.looseObject({
        id: numeric,
        author: v.optional(text, ''),
        authorName: v.optional(text, ''),
        date: v.optional(text, ''),
        content: text,
      }),
    ),
    [],
  ),
  thread: v.looseObject({ id: numeric, subject: text, date: v.optional(text, '') }),
})

/** What a set-default, delete or download request answers. */
export const doneAnswerSchema = v.looseObject({ message: v.optional(text, '') })
