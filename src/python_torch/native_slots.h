// ===--- native_slots.h - native methods that take part in the protocol --=== //
// The Python level calls dunder methods of builtin types only from C++ fast
// paths; a native method whose type is not builtin_function_or_method (here
// `wrapper_descriptor`) on a non-builtin type is seen by the dunder protocol
// like a user-defined one. torch.Tensor, torch.dtype, torch.Size use these.
#pragma once

#include "python/interp.h"

namespace ts::py {

/// Adds native method `name` to `type`, visible to the dunder protocol.
void addSlot(Interp& in, PyType* type, const char* name, NativeFn fn);
/// Adds a read-only property whose getter is `get(self)`; `set(self, v)` if given.
void addProperty(Interp& in, PyType* type, const char* name, NativeFn get, NativeFn set = nullptr);

}  // namespace ts::py
