import { text } from '../schemas/common'
import * as v from '../schemas/kit'
import { call } from './client'

// SPEC 7 GET /ajax/getSizeTable/{id}; its response is "not shown": the fixture shop answers with a
// title, the column heads and rows of text. Apart from the preview call, so the size table's lazy
// chunk does not pull the product card's schema.

const sizeTableSchema = v.looseObject({
  title: v.optional(text, ''),
  columns: v.array(text),
  rows: v.array(v.array(text)),
})

export const sizeTableAnswerSchema = v.looseObject({ sizeTable: sizeTableSchema })

/** SPEC 7: GET /ajax/getSizeTable/{id}, loaded when the size table is opened. */
export const getSizeTable = async (id: number) => (await call('get', `/ajax/getSizeTable/${id}`, sizeTableAnswerSchema)).sizeTable
