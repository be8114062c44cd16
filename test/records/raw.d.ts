// Vite (and so Vitest, in Node or in a browser) imports any file as text with `?raw`.
declare module '*.md?raw' {
  const text: string;
  export default text;
}
