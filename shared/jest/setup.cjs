/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS file jest loads before each test file */
// jsdom lacks a few globals that react-router and friends expect.
const { TextEncoder, TextDecoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;
// jsdom has no scrolling; pages call window.scrollTo after a list loads (PRODUCT.md §4).
if (typeof window !== 'undefined') window.scrollTo = () => {};
