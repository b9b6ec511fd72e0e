// check-backend's results as JUnit XML (`--junit=FILE`): one testsuite per flow, one testcase per
// step, a <failure> with the problem and the request sent. CI servers read it as test results.
import type { Step } from './visit'

export interface FlowResult {
  name: string
  steps: Step[]
  /** Why the flow stopped before its end (a step's problem, or a reason of its own). */
  stopped: string | null
  seconds: number
}

const xmlText = (text: string) =>
  text
    .replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char)
    // XML 1.0 has no control characters but tab and line breaks.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: they are what is removed
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')

function testcase(flow: string, step: Step): string {
  const head = `    <testcase classname="${xmlText(flow)}" name="${xmlText(step.label)}"`
  if (step.skipped) return `${head}>\n      <skipped message="${xmlText(step.skipped)}"/>\n    </testcase>`
  if (!step.problem) return `${head}/>`
  const detail = step.sent ? `${step.problem}\nsent: ${step.sent}` : step.problem
  return `${head}>\n      <failure message="${xmlText(step.problem)}">${xmlText(detail)}</failure>\n    </testcase>`
}

/** The XML document of a run. */
export function junitXml(results: FlowResult[]): string {
  const suites = results.map((flow) => {
    const { steps } = flow
    const failures = steps.filter((step) => step.problem).length
    const skipped = steps.filter((step) => step.skipped).length
    return [
      `  <testsuite name="${xmlText(flow.name)}" tests="${steps.length}" failures="${failures}" errors="0" skipped="${skipped}" time="${flow.seconds.toFixed(3)}">`,
      ...steps.map((step) => testcase(flow.name, step)),
      '  </testsuite>',
    ].join('\n')
  })
  const tests = results.reduce((sum, flow) => sum + flow.steps.length, 0)
  const failures = results.reduce((sum, flow) => sum + flow.steps.filter((step) => step.problem).length, 0)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="check-backend" tests="${tests}" failures="${failures}">\n${suites.join('\n')}\n</testsuites>\n`
}
