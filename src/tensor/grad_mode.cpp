// ===--- grad_mode.cpp - the per-thread grad mode flag ---------------------=== //
#include "tensor/grad_mode.h"

namespace ts::detail {

thread_local constinit bool grad_enabled = true;

}  // namespace ts::detail
