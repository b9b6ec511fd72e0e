// Types of build/imports.mjs for the TypeScript that reads it (scripts/react-flavour.ts).
export interface ImportEdge {
  path: string
  kind: string
}
export function importGraph(entryPoints: string[], options?: { root?: string; platform?: 'browser' | 'node' }): Map<string, ImportEdge[]>
export function appGraph(root?: string): Map<string, ImportEdge[]>
