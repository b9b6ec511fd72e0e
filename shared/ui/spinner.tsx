import './spinner.css'

/** A spinner that screen readers announce with its label. */
export function Spinner({ label }: { label: string }) {
  return (
    <span className="sw-spinner" role="status">
      <span className="sw-visually-hidden">{label}</span>
    </span>
  )
}
