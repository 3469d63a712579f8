// Panda CSS writes the styles every page is drawn with into src/app/styles.css's layers at build time
// (panda.config.ts).
export default { plugins: { '@pandacss/dev/postcss': {} } };
