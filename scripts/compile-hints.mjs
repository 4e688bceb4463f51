// @ts-check
// The build step is scripts/build/compile-hints.mjs. This path stays only because the server's framework
// contract test (src/server/framework-contract.test.ts, owned with the server) imports it from here; delete
// this file once that import names scripts/build/compile-hints.mjs.
export { HINT, startupChunks } from './build/compile-hints.mjs'
