// ===--- iteration.h - argument checks of range(), zip(), enumerate() -----=== //
// The loops themselves are Program::emitIteration (Note [Iterable trees]).
#pragma once

#include <string>

#include "compiler/emitter.h"

namespace ts {

/// range() takes 1 to 3 arguments (PyTorch's messages).
void checkRangeArgs(Emitter& e, size_t n, const SourceRange& loc);
/// Argument `i` of range() must be an int.
void checkRangeArg(Emitter& e, Value* v, size_t i, const SourceRange& loc);
/// zip() takes at least one argument, enumerate() one or two.
void checkIterArgs(Emitter& e, const std::string& fn, size_t n, const SourceRange& loc);

}  // namespace ts
