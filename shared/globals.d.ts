// Stylesheets are bundled by esbuild into one CSS file per widget.
declare module '*.css'
