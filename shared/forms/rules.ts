import type { Field } from '../schemas/form'

export interface Rules {
  required: boolean
  minLength?: number
  maxLength?: number
  /** fileExtensionCheck: the accepted extensions, lower case, without dots. */
  fileTypes?: string[]
}

/** SPEC 5: rules are strings: 'required', 'min_length[n]', 'max_length[n]', 'fileExtensionCheck'. */
export function parseRules(rules: string | string[]): Rules {
  const list = (Array.isArray(rules) ? rules : rules.split('|')).map((rule) => rule.trim()).filter(Boolean)
  const parsed: Rules = { required: false }
  for (const rule of list) {
    const [, name, argument] = rule.match(/^(\w+)(?:\[(.*)\])?$/) ?? []
    if (name === 'required') parsed.required = true
    else if (name === 'min_length' && Number(argument) > 0) parsed.minLength = Number(argument)
    else if (name === 'max_length' && Number(argument) > 0) parsed.maxLength = Number(argument)
    else if (name === 'fileExtensionCheck')
      parsed.fileTypes = (argument ?? '')
        .split(/[,\s]+/)
        .map((type) => type.replace(/^\./, '').toLowerCase())
        .filter(Boolean)
  }
  return parsed
}

/** Fields with nothing to type into. */
export const isInert = (field: Field) => ['html', 'button', 'hidden'].includes(field.fieldType)
export const isCheckbox = (field: Field) => ['checkbox', 'bool', 'boolHidding'].includes(field.fieldType)

/** SPEC 4: a checkbox value toggles between 't' and empty. */
export const checkboxValue = (checked: boolean) => (checked ? 't' : '')

export type Problem =
  | { kind: 'required' }
  | { kind: 'min'; min: number }
  | { kind: 'max'; max: number }
  | { kind: 'fileType'; types: string[] }

/** The first rule a value breaks, or null. `file` is the chosen file's name for file fields. */
export function check(field: Field, value: string, file?: string | null): Problem | null {
  const rules = parseRules(field.rules)
  if (field.fieldType === 'file') {
    if (!file) return rules.required ? { kind: 'required' } : null
    const extension = file.split('.').pop()?.toLowerCase() ?? ''
    if (rules.fileTypes?.length && !rules.fileTypes.includes(extension)) return { kind: 'fileType', types: rules.fileTypes }
    return null
  }
  const empty = isCheckbox(field) ? value !== 't' : value.trim() === ''
  if (empty) return rules.required ? { kind: 'required' } : null
  const length = [...value].length
  if (rules.minLength && length < rules.minLength) return { kind: 'min', min: rules.minLength }
  if (rules.maxLength && length > rules.maxLength) return { kind: 'max', max: rules.maxLength }
  return null
}

/** SPEC 5: a textarea with max_length shows the characters left. */
export function charactersLeft(field: Field, value: string): number | null {
  const max = parseRules(field.rules).maxLength
  return field.fieldType === 'textarea' && max ? max - [...value].length : null
}

/**
 * when_true / when_false: a checkbox shows the fields it lists while it is ticked (when_true) or
 * while it is not (when_false). Fields named by no checkbox keep their own `hidden`.
 */
export function visibleNames(fields: readonly Field[], values: Readonly<Record<string, string>>): Set<string> {
  const shown = new Map<string, boolean>()
  for (const field of fields) {
    if (!isCheckbox(field)) continue
    const ticked = values[field.name] === 't'
    for (const name of field.when_true) shown.set(name, ticked)
    for (const name of field.when_false) shown.set(name, !ticked)
  }
  return new Set(fields.filter((field) => shown.get(field.name) ?? !field.hidden).map((field) => field.name))
}

/**
 * SPEC 3 Form: a summary of a filled form (checkout step 3) leaves out file, button, password,
 * bool and boolHidding fields and the inert ones, and fields hidden by a checkbox. A select shows
 * its option's label, a checkbox the text `ticked` gives; empty values are left out.
 */
export function summaryRows(
  fields: readonly Field[],
  values: Readonly<Record<string, string>>,
  ticked: (checked: boolean) => string = (checked) => (checked ? '✓' : '—'),
): { name: string; label: string; value: string }[] {
  const visible = visibleNames(fields, values)
  return fields
    .filter((field) => visible.has(field.name) && !isInert(field))
    .filter((field) => !['file', 'button', 'password', 'bool', 'boolHidding'].includes(field.fieldType) && field.type !== 'password')
    .map((field) => {
      const value = values[field.name] ?? ''
      const label = field.label || field.name
      if (field.fieldType === 'select')
        return { name: field.name, label, value: field.data.find((option) => option.value === value)?.label ?? value }
      if (field.fieldType === 'checkbox') return { name: field.name, label, value: ticked(value === 't') }
      return { name: field.name, label, value }
    })
    .filter((row) => row.value !== '')
}
