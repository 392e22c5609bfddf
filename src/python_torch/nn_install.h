// ===--- nn_install.h - installs torch.nn on a Python-level interpreter ---=== //
#pragma once

namespace ts::py {

class Interp;

/// Registers torch.nn and its submodules (torch.nn.parameter, .modules.*,
/// .functional, .init, .utils) with Interp::registerModule. `import torch`
/// imports torch.nn when it is registered (torch_module.h), so call this
/// next to installTorch.
void installNn(Interp& in);

}  // namespace ts::py
