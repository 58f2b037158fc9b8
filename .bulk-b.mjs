import * as esbuild from 'esbuild';
import { wasmHex } from './scripts/wasm-hex.mjs';
await esbuild.build({ entryPoints: [process.argv[2]], bundle: true, platform: 'node', format: 'esm', outfile: process.argv[3], plugins: [wasmHex()], logLevel: 'warning' });
