// ===--- torch_module.h - installs `torch` on a Python-level interpreter --=== //
#pragma once

namespace ts::py {

class Interp;
struct PyModule;

/// Registers the `torch` module and the submodules the bridge owns
/// (torch.autograd, torch.random, torch.cuda, torch.backends, torch.linalg,
/// torch.special, torch.fft, torch.optim).
/// Importing `torch` also imports every registered `torch.X` module of the
/// other layers (torch.nn, torch.jit) and binds it as an attribute, so the
/// order in which layers register does not matter.
void installTorch(Interp& in);
/// torch.autocast (amp_py.cpp), run into the torch module, and the
/// torch.cuda.amp / torch.cpu / torch.cpu.amp modules.
void installAutocast(Interp& in, PyModule& torch);
void registerAmp(Interp& in);
/// torch._C._nn and torch.ops.aten (aten_namespaces.cpp).
void registerAtenNamespaces(Interp& in);

}  // namespace ts::py
