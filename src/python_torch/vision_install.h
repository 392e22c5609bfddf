// ===--- vision_install.h - registers torchvision -------------------------=== //
#pragma once

namespace ts::py {

class Interp;

/// Registers torchvision and its submodules with Interp::registerModule.
/// Nothing runs until a program imports torchvision: `import torch` does not.
void registerVision(Interp& in);

}  // namespace ts::py
