// A chunk whose server never answers: importing it never settles.
await new Promise(() => {})

export {}
