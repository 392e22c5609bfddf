// ===--- nn_sources.h - torch.nn's Python-level sources -------------------=== //
// Python source run by the evaluator when torch.nn is imported (nn_install.cpp):
// nn.Module, the containers, and the extra_repr texts of the stdlib classes.
#pragma once

namespace ts::py {

/// torch.nn.modules.module: Module, RemovableHandle, _IncompatibleKeys, global hooks.
const char* nnModuleSource();
/// torch.nn.modules.container: Sequential, ModuleList, ModuleDict, ParameterList, ParameterDict.
const char* nnContainerSource();
/// Defines `_install_reprs(namespace)`, which attaches PyTorch's extra_repr
/// to the stdlib classes found in `namespace`.
const char* nnReprSource();
/// torch.nn.utils: gradient clipping and parameter/vector conversion.
const char* nnUtilsSource();

}  // namespace ts::py
