import type { Field } from '../../shared/schemas/form'

/** A server form field with every property at its default, as the schema fills them in. */
export function formField(overrides: Partial<Field> & Pick<Field, 'name'>): Field {
  return {
    value: '',
    error: '',
    fieldType: 'text',
    type: '',
    label: '',
    rules: '',
    hidden: false,
    disabled: false,
    data: [],
    placeholder: '',
    listType: '',
    html: '',
    attributes: {},
    ajaxPath: '',
    refreshListName: '',
    target: '',
    when_true: [],
    when_false: [],
    ...overrides,
  }
}
