// Stylesheets are bundled by esbuild into one CSS file per widget.
declare module '*.css'

// Leaflet's ES module build: its default entry is CommonJS, and esbuild's interop helper for it
// would become a chunk every island imports (more bytes on every page, against the budgets of
// test/budgets.ts).
declare module 'leaflet/dist/leaflet-src.esm.js' {
  export * from 'leaflet'
}
