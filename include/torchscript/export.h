// ===--- export.h - which names the shared library exports ---------------=== //
// libtorchscript.so is built with -fvisibility=hidden, so only declarations
// marked TS_API are visible to embedders; the internal layers stay private.
#pragma once

/// Marks a public class or function of the C++ API as exported from the
/// shared library. Classes thrown across the library boundary (ts::Error)
/// must carry it too, or a `catch` in the embedder would not match them.
#if defined(__GNUC__) || defined(__clang__)
#define TS_API __attribute__((visibility("default")))
#else
#define TS_API
#endif
