// ===--- script_grad_tape.h - autograd state seen from script code ------=== //
#pragma once

#include "ops/grad_hook.h"
#include "python/interp.h"

namespace ts::py {

/// The tape Python-level code installs while it calls script code: records
/// script ops into the Python level's backward graph and answers script
/// code's `x.grad`, torch.autograd.grad and backward from it.
GradTape& jitGradTape(Interp& in);

}  // namespace ts::py
