import { setFlagsFromString } from 'node:v8';

// The metadata store's PGlite is WebAssembly, which V8 compiles fast first and then raises to its
// optimizing tier function by function as each gets hot, in background threads that take both
// cores of a small machine from the work at hand: an import's statements paused 5–10 ms at a time
// whenever a path was new (30–50 ms of the 160 a 3,000,000-row Parquet import spent around its
// read). A long-running server has the whole module optimized at start instead, in the background
// (about a second of CPU, healthy half a second later), and never pauses for it afterwards. Set
// before the module is compiled: the server's first import.
setFlagsFromString('--no-wasm-dynamic-tiering');
